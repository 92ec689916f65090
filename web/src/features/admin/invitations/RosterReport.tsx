import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { useServerWords } from '@/shared/i18n/words';
import { Alert } from '@/shared/ui/Alert';
import { Badge } from '@/shared/ui/Badge';
import { bodyCell, TableFrame, TableHead } from '../components/TableFrame';
import { outcomeBadge, outcomeCounts, outcomeSummary, reportTitle, ROSTER_WORDS, rowDetails } from './roster-words';

export const RosterReport_ImportFragment = graphql(`
  fragment RosterReport_import on RosterImport {
    applied
    unsent
    rows {
      line
      email
      batchNo
      name
      outcome
      message
      problem
      firstLine
      invitedBatchNo
    }
  }
`);

const COLUMNS = defineMessages({
  line: { id: 'admin.invitations.rosterReport.line', defaultMessage: 'Line' },
  email: { id: 'admin.invitations.rosterReport.email', defaultMessage: 'E-mail' },
  batch: { id: 'admin.invitations.rosterReport.batch', defaultMessage: 'Batch' },
  name: { id: 'admin.invitations.rosterReport.name', defaultMessage: 'Name' },
  outcome: { id: 'admin.invitations.rosterReport.outcome', defaultMessage: 'Outcome' },
  details: { id: 'admin.invitations.rosterReport.details', defaultMessage: 'Details' },
});

const messages = defineMessages({
  importReport: { id: 'admin.invitations.rosterReport.importReport', defaultMessage: 'Import report' },
  rosterCheck: { id: 'admin.invitations.rosterReport.rosterCheck', defaultMessage: 'Roster check' },
  importedRows: { id: 'admin.invitations.rosterReport.importedRows', defaultMessage: 'Imported rows' },
  rosterRows: { id: 'admin.invitations.rosterReport.rosterRows', defaultMessage: 'Roster rows' },
});

/** What a roster check found (or an import did) row by row, with the counts and the gateway's message. */
export function RosterReport({ report }: { report: FragmentType<typeof RosterReport_ImportFragment> }) {
  const { applied, unsent, rows } = getFragmentData(RosterReport_ImportFragment, report);
  const invalid = outcomeCounts(rows).INVALID > 0;
  const intl = useIntl();
  // The gateway's sentences (the details of some rows), in the reader's language where known.
  const words = useServerWords();
  return (
    <section aria-label={intl.formatMessage(applied ? messages.importReport : messages.rosterCheck)} className="space-y-3">
      <Alert tone={invalid ? 'error' : applied ? 'success' : 'info'} title={reportTitle(intl, rows, applied)}>
        <p>{outcomeSummary(intl, rows, applied)}</p>
        {invalid && <p className="mt-1">{intl.formatMessage(ROSTER_WORDS.invalidRowsBlock)}</p>}
      </Alert>
      {unsent.length > 0 && (
        <Alert
          tone="error"
          title={intl.formatMessage({
            id: 'admin.invitations.rosterReport.unsent',
            defaultMessage: 'The invitation e-mail could not be sent to:',
          })}
        >
          <ul className="list-inside list-disc">
            {unsent.map((email) => (
              <li key={email} className="break-all">
                {email}
              </li>
            ))}
          </ul>
          <p className="mt-1">
            <FormattedMessage
              id="admin.invitations.rosterReport.resendBelow"
              defaultMessage="They are invited: resend from the list below."
            />
          </p>
        </Alert>
      )}
      <div className="rounded-lg border border-slate-200">
        <TableFrame caption={intl.formatMessage(applied ? messages.importedRows : messages.rosterRows)}>
          <TableHead columns={Object.values(COLUMNS).map((column) => intl.formatMessage(column))} />
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => {
              const badge = outcomeBadge(row.outcome, applied);
              return (
                <tr key={row.line} className={row.outcome === 'INVALID' ? 'bg-red-50/50' : undefined}>
                  <td className={`${bodyCell} text-right`}>{row.line}</td>
                  <td className={`${bodyCell} break-all`}>{row.email || '—'}</td>
                  <td className={`${bodyCell} whitespace-nowrap`}>{row.batchNo ?? '—'}</td>
                  <td className={bodyCell}>{row.name ?? '—'}</td>
                  <td className={bodyCell}>
                    <Badge tone={badge.tone}>{intl.formatMessage(badge.message)}</Badge>
                  </td>
                  <td className={`${bodyCell} min-w-48`}>{rowDetails(intl, words, row, applied)}</td>
                </tr>
              );
            })}
          </tbody>
        </TableFrame>
      </div>
    </section>
  );
}
