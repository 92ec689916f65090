import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { Alert } from '@/shared/ui/Alert';
import { Badge } from '@/shared/ui/Badge';
import { bodyCell, TableFrame, TableHead } from '../components/TableFrame';
import { INVALID_ROWS_BLOCK, outcomeBadge, outcomeCounts, outcomeSummary } from './roster-words';

export const RosterReport_ImportFragment = graphql(`
  fragment RosterReport_import on RosterImport {
    applied
    message
    unsent
    rows {
      line
      email
      batchNo
      name
      outcome
      message
    }
  }
`);

const COLUMNS = ['Line', 'E-mail', 'Batch', 'Name', 'Outcome', 'Details'];

/** What a roster check found (or an import did) row by row, with the counts and the gateway's message. */
export function RosterReport({ report }: { report: FragmentType<typeof RosterReport_ImportFragment> }) {
  const { applied, message, unsent, rows } = getFragmentData(RosterReport_ImportFragment, report);
  const invalid = outcomeCounts(rows).INVALID > 0;
  return (
    <section aria-label={applied ? 'Import report' : 'Roster check'} className="space-y-3">
      <Alert tone={invalid ? 'error' : applied ? 'success' : 'info'} title={message}>
        <p>{outcomeSummary(rows, applied)}</p>
        {invalid && <p className="mt-1">{INVALID_ROWS_BLOCK}</p>}
      </Alert>
      {unsent.length > 0 && (
        <Alert tone="error" title="The invitation e-mail could not be sent to:">
          <ul className="list-inside list-disc">
            {unsent.map((email) => (
              <li key={email} className="break-all">
                {email}
              </li>
            ))}
          </ul>
          <p className="mt-1">They are invited: resend from the list below.</p>
        </Alert>
      )}
      <div className="rounded-lg border border-slate-200">
        <TableFrame caption={applied ? 'Imported rows' : 'Roster rows'}>
          <TableHead columns={COLUMNS} />
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
                    <Badge tone={badge.tone}>{badge.label}</Badge>
                  </td>
                  <td className={`${bodyCell} min-w-48`}>{row.message}</td>
                </tr>
              );
            })}
          </tbody>
        </TableFrame>
      </div>
    </section>
  );
}
