import { ArrowRight, Star } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/shared/ui/Button';

export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-brand-900 text-white [&_:focus-visible]:outline-brand-200">
      <header className="flex items-center justify-between px-6 py-5 sm:px-10">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-brand-600 text-accent-400">
            <Star aria-hidden="true" className="size-5 fill-current" />
          </span>
          <span className="leading-tight">
            <span className="block text-sm font-bold tracking-[0.18em]">NURU YANGU</span>
            <span className="block text-xs text-brand-200">Scholarship Portal</span>
          </span>
        </div>
        <Link to="/login" className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-100 hover:bg-white/10 hover:text-white">
          Sign in
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-center px-6 sm:px-10">
        <div className="mx-auto max-w-3xl py-16 text-center">
          <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">Your scholarship, in one place.</h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-brand-100">
            The portal of the Nuru Yangu scholarship and mentorship programme. Invited scholars create their account here.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/signup" className={buttonClasses('accent', 'px-6')}>
              Create your account
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to="/login" className={buttonClasses('outlineOnDark', 'px-6')}>
              Sign in
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
