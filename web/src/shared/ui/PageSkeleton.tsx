import { WORDMARK } from './brand';
import { useSharedIntl } from './shared-intl';

/**
 * The shape of a page while its code or data is on its way, instead of a blank screen: grey blocks where the
 * title and cards will be (`frame` adds the top bar, for the first load). index.html holds the same markup
 * for the moment before any script has run.
 */
export function PageSkeleton({ frame = false }: { frame?: boolean }) {
  const intl = useSharedIntl();
  return (
    <div role="status" className={frame ? 'min-h-dvh' : undefined}>
      <span className="sr-only">{intl.formatMessage({ id: 'shared.spinner.loading', defaultMessage: 'Loading...' })}</span>
      {frame && (
        <div aria-hidden="true" className="flex h-14 items-center border-b border-slate-200 bg-white px-4">
          <span className="text-sm font-bold tracking-[0.18em] text-brand-900">{WORDMARK}</span>
        </div>
      )}
      <div aria-hidden="true" className={frame ? 'mx-auto max-w-6xl animate-pulse space-y-4 p-4 sm:p-6' : 'animate-pulse space-y-4'}>
        <div className="h-7 w-48 rounded bg-slate-200" />
        <div className="h-32 rounded-xl bg-slate-200/70" />
        <div className="h-32 rounded-xl bg-slate-200/70" />
      </div>
    </div>
  );
}
