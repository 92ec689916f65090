import { CircleCheck, X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useSharedIntl } from './shared-intl';
import { useServerWords } from '@/shared/i18n/words';

// As long as the spec's success banners (docs/behaviour.md §4 and 9: the password-change banner hides after 5 seconds).
const VISIBLE_MS = 5_000;

/**
 * A sentence as it came (the gateway's words, translated when the catalogue knows them), or a message worded when
 * shown: a form that changes the language says so in the language just chosen.
 */
type ToastMessage = string | MessageDescriptor;
type Toast = { id: number; message: ToastMessage };
type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * The one place the app's success messages appear: a new one replaces the one shown, so messages from different
 * forms of a screen never pile up. Errors are not toasts: they stay beside the form they are about.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const intl = useSharedIntl();
  const words = useServerWords();
  const [toast, setToast] = useState<Toast | null>(null);
  // Held while the pointer or the keyboard is on it, so it cannot vanish while being read or dismissed.
  const [held, setHeld] = useState(false);
  // A new id each time, so the same words said twice are a new message (announced and timed again).
  const show = useCallback<ShowToast>((message) => setToast((shown) => ({ id: (shown?.id ?? 0) + 1, message })), []);
  const dismiss = () => {
    setToast(null);
    setHeld(false);
  };

  useEffect(() => {
    if (!toast || held) return;
    const timer = window.setTimeout(() => setToast(null), VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [toast, held]);

  return (
    <ToastContext value={show}>
      {children}
      {/* The live region is always there: assistive technology only reads out changes to a region it already knows. */}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:justify-end"
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        {toast && (
          <div
            key={toast.id}
            role="status"
            className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800 shadow-lg"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p className="min-w-0 flex-1 break-words">
              {typeof toast.message === 'string' ? words(toast.message) : intl.formatMessage(toast.message)}
            </p>
            <button
              type="button"
              onClick={dismiss}
              aria-label={intl.formatMessage({ id: 'shared.toast.dismiss', defaultMessage: 'Dismiss' })}
              className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
      </div>
    </ToastContext>
  );
}

/** Shows a success message in the screen's toast region (AppShell gives every signed-in screen one). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider around it');
  return show;
}
