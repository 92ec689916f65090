import { PAYMENT_TYPE_LABELS } from '@nuru/rules/payments';
import { getFragmentData, graphql } from '@/gql';
import type { ReconcileBankPaymentsMutation } from '@/gql/graphql';
import { Alert } from '@/shared/ui/Alert';
import { Badge } from '@/shared/ui/Badge';
import { bodyCell, TableFrame, TableHead } from '../components/TableFrame';
import { formatTzs, RECONCILIATION_CLASSES } from './payment-desk-words';
import { DayText } from '@/shared/i18n/use-dates';

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

/** What a dry run found (or an application did), class by class, each line with its payment and scholar. */
export function ReconciliationReport({ report }: { report: Reconciliation }) {
  if (report.errors.length)
    return (
      <Alert tone="error" title={report.message}>
        <ul className="list-inside list-disc">
          {report.errors.map((error, i) => (
            <li key={i}>
              Line {error.line}: {error.message}
            </li>
          ))}
        </ul>
      </Alert>
    );
  return (
    <section aria-label={report.applied ? 'Reconciliation applied' : 'Dry run report'} className="space-y-4">
      <Alert tone={report.applied ? 'success' : 'info'} title={report.message}>
        <p>
          {RECONCILIATION_CLASSES.map(({ key, title }) => `${title}: ${report[key].length}`).join(' · ')}
          {report.applied ? '' : '. Nothing has changed yet.'}
        </p>
      </Alert>
      {RECONCILIATION_CLASSES.map(({ key, title, dryTitle, tone }) => {
        const lines = getFragmentData(BankLineFragment, report[key]);
        if (lines.length === 0) return null;
        const caption = `${report.applied ? title : dryTitle} (${lines.length})`;
        return (
          <div key={key} className="rounded-lg border border-slate-200">
            <h3 className="flex items-center gap-2 px-4 py-3 text-sm font-semibold text-slate-900">
              <Badge tone={tone}>{title}</Badge>
              {caption}
            </h3>
            <TableFrame caption={caption}>
              <TableHead columns={['Line', 'Control number', 'Amount', 'Paid', 'Scholar', key === 'conflicting' ? 'Why' : 'Payment']} />
              <tbody className="divide-y divide-slate-100">
                {lines.map((line) => (
                  <tr key={line.line}>
                    <td className={`${bodyCell} text-right`}>{line.line}</td>
                    <td className={`${bodyCell} font-mono`}>{line.controlNumber}</td>
                    <td className={`${bodyCell} whitespace-nowrap`}>{formatTzs(line.amount)}</td>
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
                        ? line.reason
                        : line.payment
                          ? `${PAYMENT_TYPE_LABELS[line.payment.type]} ${line.payment.year}`
                          : 'No payment has this control number'}
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
