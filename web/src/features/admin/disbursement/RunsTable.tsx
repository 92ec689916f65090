import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { formatShillings } from '@/shared/rules/format';
import { Badge } from '@/shared/ui/Badge';
import { bodyCell, TableFrame, TableHead, TableLink } from '../components/TableFrame';
import { batchWords, officerWords, RUN_STATUS } from './disbursement-words';
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

const COLUMNS = defineMessages({
  period: { id: 'admin.disbursement.runsTable.period', defaultMessage: 'Period' },
  status: { id: 'admin.disbursement.runsTable.status', defaultMessage: 'Status' },
  scholars: { id: 'admin.disbursement.runsTable.scholars', defaultMessage: 'Scholars' },
  total: { id: 'admin.disbursement.runsTable.total', defaultMessage: 'Total' },
  created: { id: 'admin.disbursement.runsTable.created', defaultMessage: 'Created' },
});

/** A page of runs, newest first: each opens its page. */
export function RunsTable({ runs: masked }: { runs: FragmentType<typeof RunsTableRunFragment>[] }) {
  const runs = getFragmentData(RunsTableRunFragment, masked);
  const intl = useIntl();
  return (
    <TableFrame caption={intl.formatMessage({ id: 'admin.disbursement.runsTable.caption', defaultMessage: 'Stipend runs' })}>
      <TableHead columns={Object.values(COLUMNS).map((column) => intl.formatMessage(column))} />
      <tbody className="divide-y divide-slate-100 bg-white">
        {runs.map((run) => (
          <tr key={run.id}>
            <td className={`${bodyCell} min-w-48`}>
              <TableLink
                to={`/admin/disbursement/${encodeURIComponent(run.id)}`}
                className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
              >
                {run.period}
              </TableLink>
              <p className="text-xs text-slate-500">
                {run.academicYear} · {batchWords(intl, run.batchNo)}
              </p>
            </td>
            <td className={bodyCell}>
              <Badge tone={RUN_STATUS[run.status].tone}>{intl.formatMessage(RUN_STATUS[run.status].label)}</Badge>
            </td>
            <td className={`${bodyCell} whitespace-nowrap`}>
              <FormattedMessage
                id="admin.disbursement.runsTable.included"
                defaultMessage="{count} included"
                values={{ count: run.includedCount }}
              />
              <p className="text-xs text-slate-500">
                <FormattedMessage
                  id="admin.disbursement.runsTable.excluded"
                  defaultMessage="{count} excluded"
                  values={{ count: run.excludedCount }}
                />
              </p>
            </td>
            <td className={`${bodyCell} whitespace-nowrap`}>{formatShillings(run.totalTzs)}</td>
            <td className={`${bodyCell} whitespace-nowrap`}>
              <DayText value={run.createdAt} />
              <p className="text-xs text-slate-500">{officerWords(intl, run.createdBy)}</p>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
