import { FileText } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { isRejected, resultStatusBadge } from '@/shared/status/result-status';
import { DashboardCard, type CardFailure } from './DashboardCard';
import { DashboardList, DashboardListItem } from './DashboardList';
import { DASHBOARD_MESSAGES } from './dashboard-messages';
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

/** The 3 most recent results (docs/behaviour.md §9), newest first. */
export function RecentResultsCard({
  query,
  failure,
}: {
  query: FragmentType<typeof RecentResultsCard_QueryFragment>;
  failure?: CardFailure;
}) {
  const intl = useIntl();
  const results = getFragmentData(RecentResultsCard_QueryFragment, query).recentResults ?? [];
  return (
    <DashboardCard
      id="recent-results"
      title={intl.formatMessage({ id: 'dashboard.results.title', defaultMessage: 'Recent results' })}
      failure={failure}
      link={{ to: '/results', label: intl.formatMessage({ id: 'dashboard.results.all', defaultMessage: 'All results' }) }}
      empty={
        results.length === 0 && {
          icon: FileText,
          title: intl.formatMessage({ id: 'dashboard.results.emptyTitle', defaultMessage: 'No results uploaded yet' }),
          text: intl.formatMessage({
            id: 'dashboard.results.emptyText',
            defaultMessage: 'Upload this year’s transcript on the Results page.',
          }),
        }
      }
    >
      <DashboardList>
        {results.map((result) => (
          <DashboardListItem
            key={result.id}
            title={intl.formatMessage(DASHBOARD_MESSAGES.academicYear, { year: result.year })}
            detail={
              <>
                <FormattedMessage
                  id="dashboard.results.detail"
                  defaultMessage="GPA {gpa} · Uploaded {date}"
                  values={{ gpa: result.gpa ?? '—', date: <DayText value={result.uploadDate} /> }}
                />
                {/* A returned result says why, so the scholar knows what to upload again. */}
                {isRejected(result.status) && result.reviewComment && (
                  <span className="mt-1 block text-red-700">
                    <FormattedMessage
                      id="dashboard.results.reviewComment"
                      defaultMessage="Reviewer's comment: {comment}"
                      values={{ comment: result.reviewComment }}
                    />
                  </span>
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
