import { ArrowRight, Star } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@/shared/i18n/LanguageSwitcher';
import { useDocumentTitle } from '@/shared/routing/document-title';
import { buttonClasses } from '@/shared/ui/Button';
import { WORDMARK } from '@/shared/ui/brand';

export function LandingPage() {
  useDocumentTitle(undefined);
  const signIn = <FormattedMessage id="landing.signIn" defaultMessage="Sign in" />;
  return (
    <div className="flex min-h-dvh flex-col bg-brand-900 text-white [&_:focus-visible]:outline-brand-200">
      <header className="flex flex-wrap items-center justify-between gap-3 px-6 py-5 sm:px-10">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-brand-600 text-accent-400">
            <Star aria-hidden="true" className="size-5 fill-current" />
          </span>
          <span className="leading-tight">
            <span className="block text-sm font-bold tracking-[0.18em]">{WORDMARK}</span>
            <span className="block text-xs text-brand-200">
              <FormattedMessage id="landing.portal" defaultMessage="Scholarship Portal" />
            </span>
          </span>
        </div>
        <div className="flex items-center gap-2">
          <LanguageSwitcher tone="dark" />
          <Link
            to="/login"
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-100 hover:bg-white/10 hover:text-white"
          >
            {signIn}
          </Link>
        </div>
      </header>
      <main id="main" className="flex flex-1 items-center px-6 sm:px-10">
        <div className="mx-auto max-w-3xl py-16 text-center">
          <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">
            <FormattedMessage id="landing.title" defaultMessage="Your scholarship, in one place." />
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-brand-100">
            <FormattedMessage
              id="landing.introduction"
              defaultMessage="The portal of the Nuru Yangu scholarship and mentorship programme. Invited scholars create their account here."
            />
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/signup" className={buttonClasses('accent', 'px-6')}>
              <FormattedMessage id="landing.createAccount" defaultMessage="Create your account" />
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to="/login" className={buttonClasses('outlineOnDark', 'px-6')}>
              {signIn}
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
