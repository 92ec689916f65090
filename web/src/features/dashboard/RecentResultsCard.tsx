import { FileText } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { resultStatusBadge } from '@/shared/status/result-status';
import { Badge } from '@/shared/ui/Badge';
import { formatDate } from '@/shared/rules/format';
import { DashboardCard, type CardFailure } from './DashboardCard';

export const RecentResultsCard_QueryFragment = graphql(`
  fragment RecentResultsCard_query on Query {
    recentResults: results(limit: 3) @include(if: $student) {
      id
      year
      gpa
      status
      uploadDate
    }
  }
`);

/** The 3 most recent results (spec 9), newest first. */
export function RecentResultsCard({ query, failure }: { query: FragmentType<typeof RecentResultsCard_QueryFragment>; failure?: CardFailure }) {
  const results = getFragmentData(RecentResultsCard_QueryFragment, query).recentResults ?? [];
  return (
    <DashboardCard
      id="recent-results"
      title="Recent results"
      failure={failure}
      link={{ to: '/results', label: 'All results' }}
      empty={results.length === 0 && { icon: FileText, title: 'No results uploaded yet', text: 'Upload this year’s transcript on the Results page.' }}
    >
      <ul className="divide-y divide-slate-100">
        {results.map((result) => {
          const badge = resultStatusBadge(result.status);
          return (
            <li key={result.id} className="flex items-center gap-3 px-5 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900">Academic year {result.year}</p>
                <p className="text-xs text-slate-500">
                  GPA {result.gpa ?? '—'} · Uploaded {formatDate(result.uploadDate)}
                </p>
              </div>
              <Badge tone={badge.tone}>{badge.label}</Badge>
            </li>
          );
        })}
      </ul>
    </DashboardCard>
  );
}
