import { CircleAlert, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SESSION_EXPIRED_EVENT, type SessionExpiredDetail } from '@/shared/session/session-expired';

const VISIBLE_MS = 5_000;

/** The red banner after a 401 (docs/behaviour.md §2 and 4): hides itself after 5 seconds, or when closed. */
export function SessionExpiredBanner() {
  const intl = useIntl();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const onExpired = (event: Event) => setMessage((event as CustomEvent<SessionExpiredDetail>).detail.message);
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, []);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  return (
    <div aria-live="assertive" className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex justify-center p-3">
      {message && (
        <div
          role="alert"
          className="animate-banner-in pointer-events-auto flex w-full max-w-xl items-center gap-3 rounded-lg bg-red-600 px-4 py-3 text-sm font-medium text-white shadow-lg"
        >
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          <p className="flex-1">{message}</p>
          <button
            type="button"
            onClick={() => setMessage(null)}
            aria-label={intl.formatMessage({ id: 'app.sessionExpiredBanner.close', defaultMessage: 'Close' })}
            className="-m-1 rounded p-1 hover:bg-white/15"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
