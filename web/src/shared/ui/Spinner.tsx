import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';
import { useSharedIntl } from './shared-intl';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('animate-spin', className ?? 'size-5')} />;
}

/** A centred spinner with a visible label that screen readers announce ('Loading...' unless it says what). */
export function FullPageSpinner({ label }: { label?: string }) {
  const intl = useSharedIntl();
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-3 text-slate-600">
      <Spinner className="size-8 text-brand-600" />
      <p className="text-sm font-medium">{label ?? intl.formatMessage({ id: 'shared.spinner.loading', defaultMessage: 'Loading...' })}</p>
    </div>
  );
}
