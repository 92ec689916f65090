import { CreditCard } from 'lucide-react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { paymentDescriptionMessage } from '@/shared/rules/format';
import { paymentStatusBadge } from '@/shared/status/payment-status';
import { DashboardCard, type CardFailure } from './DashboardCard';
import { DashboardList, DashboardListItem } from './DashboardList';
import { DayText } from '@/shared/i18n/use-dates';

export const RecentPaymentsCard_QueryFragment = graphql(`
  fragment RecentPaymentsCard_query on Query {
    recentPayments: payments(limit: 3) @include(if: $student) {
      id
      controlNumber
      type
      status
      createdAt
      paymentYear
    }
  }
`);

/** The 3 most recent control-number submissions (docs/behaviour.md §9). */
export function RecentPaymentsCard({
  query,
  failure,
}: {
  query: FragmentType<typeof RecentPaymentsCard_QueryFragment>;
  failure?: CardFailure;
}) {
  const intl = useIntl();
  const payments = getFragmentData(RecentPaymentsCard_QueryFragment, query).recentPayments ?? [];
  return (
    <DashboardCard
      id="recent-payments"
      title={intl.formatMessage({ id: 'dashboard.payments.title', defaultMessage: 'Recent payments' })}
      failure={failure}
      link={{ to: '/payments', label: intl.formatMessage({ id: 'dashboard.payments.all', defaultMessage: 'All payments' }) }}
      empty={
        payments.length === 0 && {
          icon: CreditCard,
          title: intl.formatMessage({ id: 'dashboard.payments.emptyTitle', defaultMessage: 'No control numbers submitted yet' }),
          text: intl.formatMessage({
            id: 'dashboard.payments.emptyText',
            defaultMessage: 'Submit your university fee and NHIF control numbers on the Payments page.',
          }),
        }
      }
    >
      <DashboardList>
        {payments.map((payment) => (
          <DashboardListItem
            key={payment.id}
            title={intl.formatMessage(paymentDescriptionMessage(payment.type), { type: payment.type, year: payment.paymentYear })}
            titleClassName="truncate"
            detail={
              <>
                <span className="font-mono">{payment.controlNumber}</span> · <DayText value={payment.createdAt} />
              </>
            }
            badge={paymentStatusBadge(payment.status)}
          />
        ))}
      </DashboardList>
    </DashboardCard>
  );
}
