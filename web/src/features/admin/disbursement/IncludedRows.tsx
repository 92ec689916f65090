import { TriangleAlert, Users } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { formatShillings } from '@/shared/rules/format';
import { Badge } from '@/shared/ui/Badge';
import { bodyCell } from '../components/TableFrame';
import { ROW_CHANGE } from './disbursement-words';
import type { RunAction } from './run-action';
import { RowActionButton } from './RowActionButton';
import { RunRowsCard } from './RunRowsCard';
import { ScholarCell } from './ScholarCell';
import { TransferActions } from './TransferActions';
import { TransferCell } from './TransferCell';

const COLUMNS = defineMessages({
  scholar: { id: 'admin.disbursement.includedRows.scholar', defaultMessage: 'Scholar' },
  reference: { id: 'admin.disbursement.includedRows.reference', defaultMessage: 'Reference' },
  account: { id: 'admin.disbursement.includedRows.account', defaultMessage: 'Account' },
  amount: { id: 'admin.disbursement.includedRows.amount', defaultMessage: 'Amount' },
  transfer: { id: 'admin.disbursement.includedRows.transfer', defaultMessage: 'Transfer' },
  actions: { id: 'admin.disbursement.includedRows.actions', defaultMessage: 'Actions' },
});

export const IncludedRowsFragment = graphql(`
  fragment IncludedRows_run on DisbursementRun {
    id
    academicYear
    includedCount
    viewerCanEdit
    viewerCanMarkTransferFailed
    included(search: $search, page: $page, pageSize: $pageSize) {
      nodes {
        id
        studentId
        name
        batchNo
        universityName
        amountTzs
        reference
        accountNumber
        ...TransferCell_item
        ...TransferActions_item
        changesSinceCreation
      }
      pageInfo {
        page
        pageSize
        totalCount
        hasNextPage
        hasPreviousPage
      }
    }
  }
`);

type Props = { run: FragmentType<typeof IncludedRowsFragment>; onAction: (action: RunAction) => void };

/** The scholars the run pays, a page at a time, with what may be done to each row now. */
export function IncludedRows({ run: masked, onAction }: Props) {
  const run = getFragmentData(IncludedRowsFragment, masked);
  const rows = run.included.nodes;
  const actions = run.viewerCanEdit || run.viewerCanMarkTransferFailed;
  const intl = useIntl();
  const shown = [COLUMNS.scholar, COLUMNS.reference, COLUMNS.account, COLUMNS.amount, COLUMNS.transfer];
  const columns = [...shown, ...(actions ? [COLUMNS.actions] : [])].map((column) => intl.formatMessage(column));
  return (
    <RunRowsCard
      id="included"
      title={intl.formatMessage({ id: 'admin.disbursement.includedRows.title', defaultMessage: 'Included scholars' })}
      description={
        <FormattedMessage
          id="admin.disbursement.includedRows.description"
          defaultMessage="{count, plural, one {# scholar} other {# scholars}} paid by this run."
          values={{ count: run.includedCount }}
        />
      }
      search={{
        label: intl.formatMessage({ id: 'admin.disbursement.includedRows.search', defaultMessage: 'Search included scholars by name' }),
        param: 'q',
        page: 'page',
      }}
      empty={{
        icon: Users,
        noneNamed: intl.formatMessage({
          id: 'admin.disbursement.includedRows.noneNamed',
          defaultMessage: 'No included scholar has this name',
        }),
        nobody: intl.formatMessage({ id: 'admin.disbursement.includedRows.nobody', defaultMessage: 'Nobody is included' }),
        nobodyText: (
          <FormattedMessage id="admin.disbursement.includedRows.noneEligible" defaultMessage="No scholar of this batch met every rule." />
        ),
      }}
      caption={intl.formatMessage({ id: 'admin.disbursement.includedRows.caption', defaultMessage: 'Scholars this run pays' })}
      columns={columns}
      rowCount={rows.length}
      pageInfo={run.included.pageInfo}
      pagesLabel={intl.formatMessage({ id: 'admin.disbursement.includedRows.pages', defaultMessage: 'Included scholar pages' })}
    >
      {rows.map((row) => {
        const changed = row.changesSinceCreation.length > 0;
        return (
          <tr key={row.id} className={changed ? 'bg-amber-50' : undefined}>
            <ScholarCell row={row}>
              {changed && (
                <div className="mt-1 space-y-1">
                  <Badge tone="warning">
                    <TriangleAlert className="size-3" aria-hidden />
                    <FormattedMessage id="admin.disbursement.includedRows.changed" defaultMessage="Changed since the run was created" />
                  </Badge>
                  <ul className="list-disc pl-4 text-xs text-amber-900">
                    {row.changesSinceCreation.map((change) => (
                      <li key={change}>{intl.formatMessage(ROW_CHANGE[change], { year: run.academicYear })}</li>
                    ))}
                  </ul>
                </div>
              )}
            </ScholarCell>
            <td className={`${bodyCell} font-mono whitespace-nowrap`}>{row.reference}</td>
            <td className={`${bodyCell} font-mono whitespace-nowrap`}>{row.accountNumber}</td>
            <td className={`${bodyCell} whitespace-nowrap`}>{formatShillings(row.amountTzs)}</td>
            <TransferCell item={row} />
            {actions && (
              <td className={`${bodyCell} min-w-56`}>
                <div className="flex flex-wrap gap-2">
                  {run.viewerCanEdit && (
                    <>
                      <RowActionButton
                        label={intl.formatMessage(
                          { id: 'admin.disbursement.includedRows.changeAmountOf', defaultMessage: 'Change amount of {name}' },
                          { name: row.name },
                        )}
                        onClick={() => onAction({ kind: 'amount', row })}
                      >
                        <FormattedMessage id="admin.disbursement.includedRows.changeAmount" defaultMessage="Change amount" />
                      </RowActionButton>
                      <RowActionButton
                        label={intl.formatMessage(
                          { id: 'admin.disbursement.includedRows.excludeName', defaultMessage: 'Exclude {name}' },
                          { name: row.name },
                        )}
                        onClick={() => onAction({ kind: 'exclude', row })}
                      >
                        <FormattedMessage id="admin.disbursement.includedRows.exclude" defaultMessage="Exclude" />
                      </RowActionButton>
                    </>
                  )}
                  {run.viewerCanMarkTransferFailed && <TransferActions item={row} onAction={onAction} />}
                </div>
              </td>
            )}
          </tr>
        );
      })}
    </RunRowsCard>
  );
}
