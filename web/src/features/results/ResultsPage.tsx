import { useQuery } from '@apollo/client/react';
import { FileText } from 'lucide-react';
import { graphql } from '@/gql';
import { Card, CardHeader } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { DataView } from '@/shared/ui/DataView';
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
        <DataView
          value={results}
          error={error}
          onRetry={refetch}
          loading="Loading your results..."
          failure={{ title: 'Could not load your results', fallback: LOAD_FAILED_MESSAGE }}
          empty={
            <EmptyState icon={FileText} title="No results uploaded yet">
              Upload your transcript for the academic year with the form above; it will be listed here with its review status.
            </EmptyState>
          }
        >
          {(list) => (
            <ul className="divide-y divide-slate-100">
              {list.map((result) => (
                <ResultItem key={result.id} result={result} onDeleted={refetch} />
              ))}
            </ul>
          )}
        </DataView>
      </Card>
    </div>
  );
}
