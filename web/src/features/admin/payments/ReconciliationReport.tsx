import { paymentTypeLabel } from '@nuru/rules/payments';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql } from '@/gql';
import type { ReconcileBankPaymentsMutation } from '@/gql/graphql';
import { DayText } from '@/shared/i18n/use-dates';
import { useServerWords } from '@/shared/i18n/words';
import { Alert } from '@/shared/ui/Alert';
import { Badge } from '@/shared/ui/Badge';
import { bodyCell, TableFrame, TableHead } from '../components/TableFrame';
import { formatShillings } from '@/shared/rules/format';
import { RECONCILIATION_CLASSES } from './payment-desk-words';

export const BankLineFragment = graphql(`
  fragment BankLine_line on BankLine {
    line
    controlNumber
    amount
    paidAt
    reason
    payment {
      id
      type
      year
      status
      paidAt
      amount
      scholar {
        id
        name
        email
      }
    }
  }
`);

export type Reconciliation = ReconcileBankPaymentsMutation['reconcileBankPayments'];

const MARKED = defineMessage<{ applied: boolean; count: number }>({
  id: 'admin.payments.reconciliationReport.marked',
  defaultMessage: '{applied, select, true {{count} payment(s) marked PAID} other {{count} payment(s) would be marked PAID}}',
});

const messages = defineMessages({
  applied: { id: 'admin.payments.reconciliationReport.applied', defaultMessage: 'Reconciliation applied' },
  dryRun: { id: 'admin.payments.reconciliationReport.dryRun', defaultMessage: 'Dry run report' },
  nothingChanged: { id: 'admin.payments.reconciliationReport.nothingChanged', defaultMessage: 'Nothing has changed yet.' },
  line: { id: 'admin.payments.reconciliationReport.line', defaultMessage: 'Line' },
  controlNumber: { id: 'admin.payments.reconciliationReport.controlNumber', defaultMessage: 'Control number' },
  amount: { id: 'admin.payments.reconciliationReport.amount', defaultMessage: 'Amount' },
  paid: { id: 'admin.payments.reconciliationReport.paid', defaultMessage: 'Paid' },
  scholar: { id: 'admin.payments.reconciliationReport.scholar', defaultMessage: 'Scholar' },
  why: { id: 'admin.payments.reconciliationReport.why', defaultMessage: 'Why' },
  payment: { id: 'admin.payments.reconciliationReport.payment', defaultMessage: 'Payment' },
  noPayment: { id: 'admin.payments.reconciliationReport.noPayment', defaultMessage: 'No payment has this control number' },
});

/** What a dry run found (or an application did), class by class, each line with its payment and scholar. */
export function ReconciliationReport({ report }: { report: Reconciliation }) {
  const intl = useIntl();
  const words = useServerWords();
  if (report.errors.length)
    return (
      <Alert tone="error" title={words(report.message)}>
        <ul className="list-inside list-disc">
          {report.errors.map((error, i) => (
            <li key={i}>
              <FormattedMessage
                id="admin.payments.reconciliationReport.lineError"
                defaultMessage="Line {line}: {message}"
                values={{ line: error.line, message: words(error.message) }}
              />
            </li>
          ))}
        </ul>
      </Alert>
    );
  return (
    <section aria-label={intl.formatMessage(report.applied ? messages.applied : messages.dryRun)} className="space-y-4">
      <Alert
        tone={report.applied ? 'success' : 'info'}
        title={intl.formatMessage(MARKED, { applied: report.applied, count: report.matched.length })}
      >
        <p>
          {RECONCILIATION_CLASSES.map(({ key, title }) => `${intl.formatMessage(title)}: ${report[key].length}`).join(' · ')}
          {report.applied ? '' : `. ${intl.formatMessage(messages.nothingChanged)}`}
        </p>
      </Alert>
      {RECONCILIATION_CLASSES.map(({ key, title, dryTitle, tone }) => {
        const lines = getFragmentData(BankLineFragment, report[key]);
        if (lines.length === 0) return null;
        const caption = `${intl.formatMessage(report.applied ? title : dryTitle)} (${lines.length})`;
        const columns = [messages.line, messages.controlNumber, messages.amount, messages.paid, messages.scholar];
        return (
          <div key={key} className="rounded-lg border border-slate-200">
            <h3 className="flex items-center gap-2 px-4 py-3 text-sm font-semibold text-slate-900">
              <Badge tone={tone}>{intl.formatMessage(title)}</Badge>
              {caption}
            </h3>
            <TableFrame caption={caption}>
              <TableHead
                columns={[...columns, key === 'conflicting' ? messages.why : messages.payment].map((column) => intl.formatMessage(column))}
              />
              <tbody className="divide-y divide-slate-100">
                {lines.map((line) => (
                  <tr key={line.line}>
                    <td className={`${bodyCell} text-right`}>{line.line}</td>
                    <td className={`${bodyCell} font-mono`}>{line.controlNumber}</td>
                    <td className={`${bodyCell} whitespace-nowrap`}>{formatShillings(line.amount)}</td>
                    <td className={`${bodyCell} whitespace-nowrap`}>
                      <DayText value={line.paidAt} />
                    </td>
                    <td className={`${bodyCell} min-w-40`}>
                      {line.payment ? (
                        <>
                          <div>{line.payment.scholar.name || line.payment.scholar.email}</div>
                          <div className="text-xs break-all text-slate-500">{line.payment.scholar.email}</div>
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className={`${bodyCell} min-w-48`}>
                      {key === 'conflicting'
                        ? line.reason && words(line.reason)
                        : line.payment
                          ? `${words(paymentTypeLabel(line.payment.type))} ${line.payment.year}`
                          : intl.formatMessage(messages.noPayment)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
          </div>
        );
      })}
    </section>
  );
}
