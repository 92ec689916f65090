import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from './Button';
import { useSharedIntl } from './shared-intl';
import { useServerWords } from '@/shared/i18n/words';

/** A failed load with a way to try again. */
export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  const intl = useSharedIntl();
  const words = useServerWords();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <CircleAlert aria-hidden="true" className="size-8 text-red-600" />
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-1 text-sm text-slate-600">{words(message)}</p>
      </div>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {intl.formatMessage({ id: 'shared.errorState.retry', defaultMessage: 'Try again' })}
      </Button>
    </div>
  );
}
