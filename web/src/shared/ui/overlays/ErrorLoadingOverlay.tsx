import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { defineMessages, type NoMessageValues } from 'react-intl';
import { errorMessage } from '../../api/errors';
import { Button } from '../Button';
import { useSharedIntl } from '../shared-intl';

// docs/behaviour.md §8 and 9: how the overlay words a failed first load, and the one that gave up after 15 seconds.
type Values = {
  title: NoMessageValues;
  failure: { message: string };
  timeout: NoMessageValues;
  fallback: NoMessageValues;
  refresh: NoMessageValues;
};

const messages = defineMessages<Values>({
  title: { id: 'shared.errorLoadingOverlay.title', defaultMessage: 'Error Loading Data' },
  failure: { id: 'shared.errorLoadingOverlay.failure', defaultMessage: 'Data loading error: {message}' },
  timeout: { id: 'shared.errorLoadingOverlay.timeout', defaultMessage: 'Data loading timeout after 15 seconds' },
  fallback: { id: 'shared.errorLoadingOverlay.fallback', defaultMessage: 'Failed to load your data' },
  refresh: { id: 'shared.errorLoadingOverlay.refresh', defaultMessage: 'Refresh Page' },
});

type ErrorLoadingOverlayProps = {
  /** Why the load failed; without one, it timed out. */
  error?: unknown;
  /** Said when the error carries no message of its own. */
  fallback?: string;
};

/** The first data load failed or timed out: the only way on is a fresh page (docs/behaviour.md §2). */
export function ErrorLoadingOverlay({ error, fallback }: ErrorLoadingOverlayProps) {
  const intl = useSharedIntl();
  const titleId = useId();
  const messageId = useId();
  const reason = error ? errorMessage(error, fallback ?? intl.formatMessage(messages.fallback)) : intl.formatMessage(messages.timeout);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        className="w-full max-w-md rounded-xl bg-white p-6 text-center shadow-xl"
      >
        <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-red-600" />
        <h2 id={titleId} className="mt-3 text-lg font-semibold text-slate-900">
          {intl.formatMessage(messages.title)}
        </h2>
        <p id={messageId} className="mt-2 text-sm text-slate-600">
          {intl.formatMessage(messages.failure, { message: reason })}
        </p>
        <Button className="mt-5 w-full" autoFocus onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {intl.formatMessage(messages.refresh)}
        </Button>
      </div>
    </div>
  );
}
