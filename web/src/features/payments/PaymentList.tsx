import { FormattedMessage, useIntl } from 'react-intl';
import { DayText } from '@/shared/i18n/use-dates';
import { formatShillings, paymentDescriptionMessage } from '@/shared/rules/format';
import { paymentStatusBadge } from '@/shared/status/payment-status';
import { Badge } from '@/shared/ui/Badge';
import type { CachedPayment } from './cached-history';

/** The submissions, newest first, whether fresh from the gateway or the saved copy. */
export function PaymentList({ payments }: { payments: readonly CachedPayment[] }) {
  const intl = useIntl();
  return (
    <ul className="divide-y divide-slate-100">
      {payments.map((payment) => {
        const badge = paymentStatusBadge(payment.status);
        return (
          <li key={payment.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-4">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">
                {intl.formatMessage(paymentDescriptionMessage(payment.type), { type: payment.type, year: payment.paymentYear })}
              </p>
              <p className="mt-0.5 text-sm text-slate-600">
                <span className="sr-only">
                  <FormattedMessage id="payments.list.controlNumber" defaultMessage="Control number" />{' '}
                </span>
                <span className="font-mono tracking-wide text-slate-800">{payment.controlNumber}</span>
                <span aria-hidden="true"> · </span>
                <span>
                  <FormattedMessage
                    id="payments.list.submitted"
                    defaultMessage="Submitted {day}"
                    values={{ day: <DayText value={payment.createdAt} /> }}
                  />
                </span>
                {payment.amountDueTzs !== null && payment.amountDueTzs !== undefined && (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span>
                      <FormattedMessage
                        id="payments.list.amountDue"
                        defaultMessage="Bill {amount}"
                        values={{ amount: formatShillings(payment.amountDueTzs) }}
                      />
                    </span>
                  </>
                )}
              </p>
              {payment.status === 'failed' && payment.failureReason && (
                <p className="mt-1 text-sm text-red-700">
                  <FormattedMessage
                    id="payments.list.reason"
                    defaultMessage="Reason: {reason}"
                    values={{ reason: payment.failureReason }}
                  />
                </p>
              )}
            </div>
            <Badge tone={badge.tone}>{intl.formatMessage(badge.message)}</Badge>
          </li>
        );
      })}
    </ul>
  );
}
