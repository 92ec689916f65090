import { useQuery } from '@apollo/client/react';
import { FileText } from 'lucide-react';
import { graphql } from '@/gql';
import { hasErrorCode } from '@/shared/api/errors';
import { Card, CardHeader } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { LoadingState } from '@/shared/ui/LoadingState';
import { Spinner } from '@/shared/ui/Spinner';
import { ResultItem } from './ResultItem';
import { UploadResultForm } from './UploadResultForm';

const ResultsPageQuery = graphql(`
  query ResultsPage {
    results {
      id
      ...ResultItem_result
    }
  }
`);

const LOAD_FAILED_MESSAGE = 'Failed to load your results. Please try again later.';

export function ResultsPage() {
  const { data, loading, error, refetch } = useQuery(ResultsPageQuery, { notifyOnNetworkStatusChange: true });
  const results = data?.results;

  let body;
  if (results && results.length > 0) {
    body = (
      <ul className="divide-y divide-slate-100">
        {results.map((result) => (
          <ResultItem key={result.id} result={result} onDeleted={refetch} />
        ))}
      </ul>
    );
  } else if (results) {
    body = (
      <EmptyState icon={FileText} title="No results uploaded yet">
        Upload your transcript for the academic year with the form above; it will be listed here with its review status.
      </EmptyState>
    );
  } else if (error) {
    // An expired session is already on its way to /login (spec 4).
    body = hasErrorCode(error, 'UNAUTHENTICATED') ? null : <ErrorState title="Could not load your results" message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} />;
  } else {
    body = <LoadingState>Loading your results...</LoadingState>;
  }

  return (
    <div className="space-y-6">
      <UploadResultForm onUploaded={() => void refetch()} />
      <Card aria-labelledby="results-list-title" aria-busy={loading || undefined}>
        <CardHeader
          titleId="results-list-title"
          title="Your results"
          description="Each academic year's document with its review status. A result can be deleted until it has been reviewed."
          action={loading && results ? <Spinner className="size-4 text-slate-400" /> : undefined}
        />
        {body}
      </Card>
    </div>
  );
}
