import { FileText } from 'lucide-react';
import { Suspense, useCallback, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadingState } from '@/shared/ui/LoadingState';
import { Spinner } from '@/shared/ui/Spinner';
import { ResultItem } from './ResultItem';
import { resultsRoute } from './results-route';
import { UploadResultForm } from './UploadResultForm';
import { RESULTS_LIST_FAILED_MESSAGE } from '@nuru/rules/results';

const MESSAGES = defineMessages({
  loading: { id: 'results.page.loading', defaultMessage: 'Loading your results...' },
});

export function ResultsPage() {
  const intl = useIntl();
  const { refresh, refreshing } = useRouteRefresh(resultsRoute);
  const [deletions, setDeletions] = useState(0);
  const onDeleted = useCallback(() => setDeletions((count) => count + 1), []);

  return (
    <div className="space-y-6">
      <UploadResultForm onUploaded={refresh} deletions={deletions} />
      <Card aria-labelledby="results-list-title" aria-busy={refreshing || undefined}>
        <CardHeader
          titleId="results-list-title"
          title={intl.formatMessage({ id: 'results.page.title', defaultMessage: 'Your results' })}
          description={intl.formatMessage({
            id: 'results.page.description',
            defaultMessage: "Each academic year's document with its review status. A result can be deleted until it has been reviewed.",
          })}
          action={refreshing ? <Spinner className="size-4 text-slate-400" /> : undefined}
        />
        <Suspense fallback={<LoadingState>{intl.formatMessage(MESSAGES.loading)}</LoadingState>}>
          <ResultList onRetry={refresh} onDeleted={onDeleted} />
        </Suspense>
      </Card>
    </div>
  );
}

function ResultList({ onRetry, onDeleted }: { onRetry: () => void; onDeleted: () => void }) {
  const intl = useIntl();
  const { data, error } = useRouteQuery(resultsRoute);
  return (
    <DataView
      value={data?.results}
      error={error}
      onRetry={onRetry}
      loading={intl.formatMessage(MESSAGES.loading)}
      failure={{
        title: intl.formatMessage({ id: 'results.list.failed', defaultMessage: 'Could not load your results' }),
        fallback: RESULTS_LIST_FAILED_MESSAGE,
      }}
      empty={
        <EmptyState
          icon={FileText}
          title={intl.formatMessage({ id: 'results.list.emptyTitle', defaultMessage: 'No results uploaded yet' })}
        >
          <FormattedMessage
            id="results.list.emptyText"
            defaultMessage="Upload your transcript for the academic year with the form above; it will be listed here with its review status."
          />
        </EmptyState>
      }
    >
      {(list) => (
        <ul className="divide-y divide-slate-100">
          {list.map((result) => (
            <ResultItem key={result.id} result={result} onDeleted={onDeleted} />
          ))}
        </ul>
      )}
    </DataView>
  );
}
