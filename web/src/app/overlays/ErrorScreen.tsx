import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router';
import { Button } from '@/shared/ui/Button';

/** The global error screen (docs/behaviour.md §2): anything a page throws while rendering ends here. */
export function ErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-red-600" />
      <h1 className="text-2xl font-semibold text-slate-900">
        <FormattedMessage id="app.errorScreen.title" defaultMessage="Something went wrong" />
      </h1>
      <p className="max-w-md text-sm text-slate-600">
        <FormattedMessage
          id="app.errorScreen.explanation"
          defaultMessage="An unexpected error stopped this page. Refreshing usually helps."
        />
      </p>
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" className="size-4" />
        <FormattedMessage id="app.errorScreen.refresh" defaultMessage="Refresh Page" />
      </Button>
    </div>
  );
}
