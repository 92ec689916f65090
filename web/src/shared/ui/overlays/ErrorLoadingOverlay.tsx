import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../Button';

/** The first data load failed or timed out: the only way on is a fresh page (spec 2). */
export function ErrorLoadingOverlay({ message }: { message: string }) {
  const titleId = useId();
  const messageId = useId();
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
          Error Loading Data
        </h2>
        <p id={messageId} className="mt-2 text-sm text-slate-600">
          {message}
        </p>
        <Button className="mt-5 w-full" autoFocus onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Refresh Page
        </Button>
      </div>
    </div>
  );
}
