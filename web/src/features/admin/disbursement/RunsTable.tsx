import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { formatShillings } from '@/shared/rules/format';
import { Badge } from '@/shared/ui/Badge';
import { bodyCell, TableFrame, TableHead } from '../components/TableFrame';
import { batchWords, RUN_STATUS } from './disbursement-words';
import { DayText } from '@/shared/i18n/use-dates';

export const RunsTableRunFragment = graphql(`
  fragment RunsTable_run on DisbursementRun {
    id
    period
    academicYear
    batchNo
    status
    totalTzs
    includedCount
    excludedCount
    createdAt
    createdBy {
      id
      name
    }
  }
`);

/** A page of runs, newest first: each opens its page. */
export function RunsTable({ runs: masked }: { runs: FragmentType<typeof RunsTableRunFragment>[] }) {
  const runs = getFragmentData(RunsTableRunFragment, masked);
  return (
    <TableFrame caption="Stipend runs">
      <TableHead columns={['Period', 'Status', 'Scholars', 'Total', 'Created']} />
      <tbody className="divide-y divide-slate-100 bg-white">
        {runs.map((run) => (
          <tr key={run.id}>
            <td className={`${bodyCell} min-w-48`}>
              <Link
                to={`/admin/disbursement/${encodeURIComponent(run.id)}`}
                className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
              >
                {run.period}
              </Link>
              <p className="text-xs text-slate-500">
                {run.academicYear} · {batchWords(run.batchNo)}
              </p>
            </td>
            <td className={bodyCell}>
              <Badge tone={RUN_STATUS[run.status].tone}>{RUN_STATUS[run.status].label}</Badge>
            </td>
            <td className={`${bodyCell} whitespace-nowrap`}>
              {run.includedCount} included
              <p className="text-xs text-slate-500">{run.excludedCount} excluded</p>
            </td>
            <td className={`${bodyCell} whitespace-nowrap`}>{formatShillings(run.totalTzs)}</td>
            <td className={`${bodyCell} whitespace-nowrap`}>
              <DayText value={run.createdAt} />
              <p className="text-xs text-slate-500">{run.createdBy?.name ?? 'A former administrator'}</p>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
