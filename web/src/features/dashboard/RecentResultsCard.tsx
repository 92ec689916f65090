import { FileText } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { isRejected, resultStatusBadge } from '@/shared/status/result-status';
import { DashboardCard, type CardFailure } from './DashboardCard';
import { DashboardList, DashboardListItem } from './DashboardList';
import { DayText } from '@/shared/i18n/use-dates';

export const RecentResultsCard_QueryFragment = graphql(`
  fragment RecentResultsCard_query on Query {
    recentResults: results(limit: 3) @include(if: $student) {
      id
      year
      gpa
      status
      reviewComment
      uploadDate
    }
  }
`);

/** The 3 most recent results (spec 9), newest first. */
export function RecentResultsCard({
  query,
  failure,
}: {
  query: FragmentType<typeof RecentResultsCard_QueryFragment>;
  failure?: CardFailure;
}) {
  const results = getFragmentData(RecentResultsCard_QueryFragment, query).recentResults ?? [];
  return (
    <DashboardCard
      id="recent-results"
      title="Recent results"
      failure={failure}
      link={{ to: '/results', label: 'All results' }}
      empty={
        results.length === 0 && {
          icon: FileText,
          title: 'No results uploaded yet',
          text: 'Upload this year’s transcript on the Results page.',
        }
      }
    >
      <DashboardList>
        {results.map((result) => (
          <DashboardListItem
            key={result.id}
            title={`Academic year ${result.year}`}
            detail={
              <>
                GPA {result.gpa ?? '—'} · Uploaded <DayText value={result.uploadDate} />
                {/* A returned result says why, so the scholar knows what to upload again. */}
                {isRejected(result.status) && result.reviewComment && (
                  <span className="mt-1 block text-red-700">Reviewer's comment: {result.reviewComment}</span>
                )}
              </>
            }
            alignTop={isRejected(result.status)}
            badge={resultStatusBadge(result.status)}
          />
        ))}
      </DashboardList>
    </DashboardCard>
  );
}
