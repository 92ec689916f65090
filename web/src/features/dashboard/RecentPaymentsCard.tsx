import { CreditCard } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { formatDate } from '@/shared/rules/format';
import { paymentStatusBadge } from '@/shared/status/payment-status';
import { Badge } from '@/shared/ui/Badge';
import { DashboardCard, type CardFailure } from './DashboardCard';

export const RecentPaymentsCard_QueryFragment = graphql(`
  fragment RecentPaymentsCard_query on Query {
    recentPayments: payments(limit: 3) @include(if: $student) {
      id
      controlNumber
      status
      createdAt
      description
    }
  }
`);

/** The 3 most recent control-number submissions (spec 9). */
export function RecentPaymentsCard({ query, failure }: { query: FragmentType<typeof RecentPaymentsCard_QueryFragment>; failure?: CardFailure }) {
  const payments = getFragmentData(RecentPaymentsCard_QueryFragment, query).recentPayments ?? [];
  return (
    <DashboardCard
      id="recent-payments"
      title="Recent payments"
      failure={failure}
      link={{ to: '/payments', label: 'All payments' }}
      empty={payments.length === 0 && { icon: CreditCard, title: 'No control numbers submitted yet', text: 'Submit your university fee and NHIF control numbers on the Payments page.' }}
    >
      <ul className="divide-y divide-slate-100">
        {payments.map((payment) => {
          const badge = paymentStatusBadge(payment.status);
          return (
            <li key={payment.id} className="flex items-center gap-3 px-5 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{payment.description}</p>
                <p className="text-xs text-slate-500">
                  <span className="font-mono">{payment.controlNumber}</span> · {formatDate(payment.createdAt)}
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
