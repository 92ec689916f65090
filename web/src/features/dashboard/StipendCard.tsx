import { ArrowRight } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { formatShillings } from '@/shared/rules/format';
import { stipendStatusBadge } from '@/shared/status/stipend-status';
import { Badge } from '@/shared/ui/Badge';
import { DashboardCard, type CardFailure } from './DashboardCard';
import { DASHBOARD_MESSAGES } from './dashboard-messages';
import { DayText } from '@/shared/i18n/use-dates';
import { reasonWords, standingSentence } from './stipend-words';

export const StipendCard_QueryFragment = graphql(`
  fragment StipendCard_query on Query {
    myStipend @include(if: $student) {
      current {
        period
        academicYear
        status
        amountTzs
        paidAt
        failureReason
        reasons {
          code
          path
        }
      }
    }
  }
`);

type Props = {
  query: FragmentType<typeof StipendCard_QueryFragment>;
  /** Set when the stipend could not be read while the rest of the dashboard arrived. */
  failure?: CardFailure;
  /** The dashboard is being asked again (after Try again). */
  refreshing: boolean;
};

/**
 * "Where is my stipend?": the current period's standing (in a run, approved, paid on a date, a failed transfer), and
 * whatever stops the scholar, each with a link to the page where it is fixed; myStipend's codes, worded here.
 */
export function StipendCard({ query, failure, refreshing }: Props) {
  const intl = useIntl();
  const current = getFragmentData(StipendCard_QueryFragment, query).myStipend?.current;
  const badge = current && stipendStatusBadge(current.status);
  return (
    <DashboardCard
      id="stipend"
      title={intl.formatMessage({ id: 'dashboard.stipend.title', defaultMessage: 'Your stipend' })}
      link={{ to: '/payments', label: intl.formatMessage({ id: 'dashboard.stipend.history', defaultMessage: 'Stipend history' }) }}
      empty={false}
      loading={
        (!current && !failure) || (failure && refreshing)
          ? intl.formatMessage({ id: 'dashboard.stipend.loading', defaultMessage: 'Loading your stipend...' })
          : undefined
      }
      failure={failure}
    >
      {current && badge && (
        <div className="space-y-3 px-5 py-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Badge tone={badge.tone}>{intl.formatMessage(badge.message)}</Badge>
            <span className="text-sm font-medium text-slate-900">
              {current.period ?? intl.formatMessage(DASHBOARD_MESSAGES.academicYear, { year: current.academicYear })}
            </span>
            {current.amountTzs != null && <span className="text-sm text-slate-600">{formatShillings(current.amountTzs)}</span>}
          </div>
          <p className="text-sm text-slate-700">{standingSentence(intl, current)}</p>
          {current.status === 'PAID' && current.paidAt && (
            <p className="text-sm font-medium text-emerald-800">
              <FormattedMessage
                id="dashboard.stipend.paidOn"
                defaultMessage="Paid on {date}"
                values={{ date: <DayText value={current.paidAt} /> }}
              />
            </p>
          )}
          {current.reasons.length > 0 && (
            <ul
              className="divide-y divide-slate-100 rounded-lg border border-slate-200"
              aria-label={intl.formatMessage({ id: 'dashboard.stipend.reasons', defaultMessage: 'What stops your stipend' })}
            >
              {current.reasons.map((reason) => {
                const { text, step } = reasonWords(intl, reason, current.academicYear);
                return (
                  <li key={reason.code} className="space-y-1 px-4 py-3 text-sm">
                    <p className="text-slate-800">{text}</p>
                    {reason.path && step && (
                      <Link
                        to={reason.path}
                        className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 hover:text-brand-800 hover:underline"
                      >
                        {step}
                        <ArrowRight aria-hidden="true" className="size-3.5" />
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </DashboardCard>
  );
}
