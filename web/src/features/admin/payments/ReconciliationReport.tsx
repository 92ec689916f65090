import { paymentTypeLabel } from '@nuru/rules/payments';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { DayText } from '@/shared/i18n/use-dates';
import { useServerWords } from '@/shared/i18n/words';
import { Alert } from '@/shared/ui/Alert';
import { Badge } from '@/shared/ui/Badge';
import { bodyCell, TableFrame, TableHead } from '../components/TableFrame';
import { formatShillings } from '@/shared/rules/format';
import { RECONCILIATION_CLASSES } from './payment-desk-words';
import { conflictWords, lineProblemWords } from './refusal-words';

export const BankLineFragment = graphql(`
  fragment BankLine_line on BankLine {
    line
    controlNumber
    amount
    paidAt
    reason
    conflict
    amountUnchecked
    payment {
      id
      type
      year
      status
      paidAt
      amount
      amountDueTzs
      flags
      scholar {
        id
        name
        email
      }
    }
  }
`);

export const ReconciliationReport_ReportFragment = graphql(`
  fragment ReconciliationReport_report on BankReconciliation {
    applied
    year
    type
    errors {
      line
      message
      problem
      valueCount
      firstLine
    }
    matched {
      ...BankLine_line
    }
    alreadyPaid {
      ...BankLine_line
    }
    unmatched {
      ...BankLine_line
    }
    conflicting {
      ...BankLine_line
    }
  }
`);

const MARKED = defineMessage<{ applied: boolean; count: number }>({
  id: 'admin.payments.reconciliationReport.marked',
  defaultMessage: '{applied, select, true {{count} payment(s) marked PAID} other {{count} payment(s) would be marked PAID}}',
});

// A line matched to a payment with no bill amount on record (submitted before the portal asked for it) is applied as
// it always was: the officer is told its amount was not compared.
const UNCHECKED = defineMessage<{ count: number }>({
  id: 'admin.payments.reconciliationReport.uncheckedCount',
  defaultMessage:
    '{count, plural, one {# matched line has} other {# matched lines have}} no bill amount to compare with: check the amount before applying.',
});

const messages = defineMessages({
  applied: { id: 'admin.payments.reconciliationReport.applied', defaultMessage: 'Reconciliation applied' },
  dryRun: { id: 'admin.payments.reconciliationReport.dryRun', defaultMessage: 'Dry run report' },
  unreadable: { id: 'admin.payments.reconciliationReport.unreadable', defaultMessage: 'The bank file has errors; nothing was applied' },
  nothingChanged: { id: 'admin.payments.reconciliationReport.nothingChanged', defaultMessage: 'Nothing has changed yet.' },
  line: { id: 'admin.payments.reconciliationReport.line', defaultMessage: 'Line' },
  controlNumber: { id: 'admin.payments.reconciliationReport.controlNumber', defaultMessage: 'Control number' },
  amount: { id: 'admin.payments.reconciliationReport.amount', defaultMessage: 'Amount' },
  paid: { id: 'admin.payments.reconciliationReport.paid', defaultMessage: 'Paid' },
  scholar: { id: 'admin.payments.reconciliationReport.scholar', defaultMessage: 'Scholar' },
  why: { id: 'admin.payments.reconciliationReport.why', defaultMessage: 'Why' },
  payment: { id: 'admin.payments.reconciliationReport.payment', defaultMessage: 'Payment' },
  noPayment: { id: 'admin.payments.reconciliationReport.noPayment', defaultMessage: 'No payment has this control number' },
  unchecked: {
    id: 'admin.payments.reconciliationReport.unchecked',
    defaultMessage: 'Amount not checked: no bill amount on record',
  },
});

/**
 * What a dry run found (or an application did), class by class, each line with its payment and scholar; or why
 * the file cannot be read, line by line. Worded here from the report, in the reader's language.
 */
export function ReconciliationReport({ report: data }: { report: FragmentType<typeof ReconciliationReport_ReportFragment> }) {
  const report = getFragmentData(ReconciliationReport_ReportFragment, data);
  const intl = useIntl();
  // Payment types, and a provider's own reason where it gives no code the portal knows.
  const words = useServerWords();
  if (report.errors.length)
    return (
      <Alert tone="error" title={intl.formatMessage(messages.unreadable)}>
        <ul className="list-inside list-disc">
          {/* Line numbers as the file has them (5001, not 5,001). */}
          {report.errors.map((error, i) => (
            <li key={i}>
              <FormattedMessage
                id="admin.payments.reconciliationReport.lineError"
                defaultMessage="Line {line}: {message}"
                values={{ line: String(error.line), message: lineProblemWords(intl, words, error) }}
              />
            </li>
          ))}
        </ul>
      </Alert>
    );
  const unchecked = getFragmentData(BankLineFragment, report.matched).filter((line) => line.amountUnchecked).length;
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
        {unchecked > 0 && <p className="mt-1 font-medium">{intl.formatMessage(UNCHECKED, { count: unchecked })}</p>}
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
                        ? conflictWords(intl, words, line, report)
                        : line.payment
                          ? `${words(paymentTypeLabel(line.payment.type))} ${line.payment.year}`
                          : intl.formatMessage(messages.noPayment)}
                      {key === 'matched' && line.amountUnchecked && (
                        <div className="mt-1 text-xs font-medium text-amber-800">{intl.formatMessage(messages.unchecked)}</div>
                      )}
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
