import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { useSharedIntl } from './shared-intl';
import { useServerWords } from '@/shared/i18n/words';

type Tone = 'error' | 'success' | 'info';

const tones: Record<Tone, { box: string; Icon: typeof Info }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: CircleAlert },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-800', Icon: CircleCheck },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-800', Icon: Info },
};

type AlertProps = { tone: Tone; title?: string; children: ReactNode; onClose?: () => void; className?: string };

/** An inline message; errors are role="alert" so they are read out as they appear. */
export function Alert({ tone, title, children, onClose, className }: AlertProps) {
  const { box, Icon } = tones[tone];
  const intl = useSharedIntl();
  const words = useServerWords();
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 break-words">
        {title && <p className="font-semibold">{title}</p>}
        <div>{typeof children === 'string' ? words(children) : children}</div>
      </div>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label={intl.formatMessage({ id: 'shared.alert.dismiss', defaultMessage: 'Dismiss' })}
          className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
