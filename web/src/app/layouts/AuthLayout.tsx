import { Star } from 'lucide-react';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Outlet, useMatches } from 'react-router';
import { LanguageSwitcher } from '@/shared/i18n/LanguageSwitcher';
import { cn } from '@/shared/ui/cn';
import { PageSkeleton } from '@/shared/ui/PageSkeleton';
import { WORDMARK } from '@/shared/ui/brand';

/** The frame of the public account pages: the brand and one centred card. */
/** Routes may ask for a wider card with `handle: { wide: true }` (the profile form has two columns). */
function useWide(): boolean {
  return useMatches().some((match) => (match.handle as { wide?: boolean } | undefined)?.wide === true);
}

export function AuthLayout() {
  const wide = useWide();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      <header className="flex flex-wrap items-center justify-between gap-3 px-6 py-5">
        <Link to="/" className="inline-flex min-h-11 items-center gap-3 rounded-lg">
          <span className="flex size-9 items-center justify-center rounded-xl bg-brand-700 text-accent-400">
            <Star aria-hidden="true" className="size-4.5 fill-current" />
          </span>
          <span className="leading-tight">
            <span className="block text-sm font-bold tracking-[0.18em] text-brand-900">{WORDMARK}</span>
            <span className="block text-xs text-brand-700">
              <FormattedMessage id="app.brand.portal" defaultMessage="Scholarship Portal" />
            </span>
          </span>
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:pt-10">
        <div className={cn('w-full', wide ? 'max-w-2xl' : 'max-w-md')}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
