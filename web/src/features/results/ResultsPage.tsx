import { FileText } from 'lucide-react';
import { Suspense, useCallback, useState } from 'react';
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

export function ResultsPage() {
  const { refresh, refreshing } = useRouteRefresh(resultsRoute);
  const [deletions, setDeletions] = useState(0);
  const onDeleted = useCallback(() => setDeletions((count) => count + 1), []);

  return (
    <div className="space-y-6">
      <UploadResultForm onUploaded={refresh} deletions={deletions} />
      <Card aria-labelledby="results-list-title" aria-busy={refreshing || undefined}>
        <CardHeader
          titleId="results-list-title"
          title="Your results"
          description="Each academic year's document with its review status. A result can be deleted until it has been reviewed."
          action={refreshing ? <Spinner className="size-4 text-slate-400" /> : undefined}
        />
        <Suspense fallback={<LoadingState>Loading your results...</LoadingState>}>
          <ResultList onRetry={refresh} onDeleted={onDeleted} />
        </Suspense>
      </Card>
    </div>
  );
}

function ResultList({ onRetry, onDeleted }: { onRetry: () => void; onDeleted: () => void }) {
  const { data, error } = useRouteQuery(resultsRoute);
  return (
    <DataView
      value={data?.results}
      error={error}
      onRetry={onRetry}
      loading="Loading your results..."
      failure={{ title: 'Could not load your results', fallback: RESULTS_LIST_FAILED_MESSAGE }}
      empty={
        <EmptyState icon={FileText} title="No results uploaded yet">
          Upload your transcript for the academic year with the form above; it will be listed here with its review status.
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
