import { useSharedIntl } from '../shared-intl';
import { Spinner } from '../Spinner';

/** Blocks the page while its first data arrives (docs/behaviour.md §2). */
export function LoadingOverlay() {
  const intl = useSharedIntl();
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-50/80 backdrop-blur-[2px]">
      <div
        role="status"
        aria-live="polite"
        className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-4 shadow-lg"
      >
        <Spinner className="size-6 text-brand-600" />
        <p className="text-sm font-medium text-slate-700">
          {intl.formatMessage({ id: 'shared.loadingOverlay.loading', defaultMessage: 'Loading your data...' })}
        </p>
      </div>
    </div>
  );
}
