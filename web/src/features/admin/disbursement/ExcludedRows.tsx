import { UserX } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { StipendBlockReason } from '@/gql/graphql';
import { bodyCell } from '../components/TableFrame';
import { EXCLUDED_PAGE } from './disbursement-params';
import { EXCLUSION_REASON } from './disbursement-words';
import type { RunAction } from './run-action';
import { RowActionButton } from './RowActionButton';
import { RunRowsCard } from './RunRowsCard';
import { ScholarCell } from './ScholarCell';

const COLUMNS = defineMessages({
  scholar: { id: 'admin.disbursement.excludedRows.scholar', defaultMessage: 'Scholar' },
  reasons: { id: 'admin.disbursement.excludedRows.reasons', defaultMessage: 'Reasons' },
  actions: { id: 'admin.disbursement.excludedRows.actions', defaultMessage: 'Actions' },
});

export const ExcludedRowsFragment = graphql(`
  fragment ExcludedRows_run on DisbursementRun {
    id
    academicYear
    excludedCount
    viewerCanEdit
    excluded(search: $excludedSearch, page: $excludedPage, pageSize: $pageSize) {
      nodes {
        id
        studentId
        name
        batchNo
        universityName
        reasons
        officerReason
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

type Props = { run: FragmentType<typeof ExcludedRowsFragment>; onAction: (action: RunAction) => void };

/** The scholars the run leaves out, each with every reason; one an officer left out by hand can be included again. */
export function ExcludedRows({ run: masked, onAction }: Props) {
  const run = getFragmentData(ExcludedRowsFragment, masked);
  const rows = run.excluded.nodes;
  const intl = useIntl();
  const columns = [COLUMNS.scholar, COLUMNS.reasons, ...(run.viewerCanEdit ? [COLUMNS.actions] : [])].map((column) =>
    intl.formatMessage(column),
  );
  return (
    <RunRowsCard
      id="excluded"
      title={intl.formatMessage({ id: 'admin.disbursement.excludedRows.title', defaultMessage: 'Excluded scholars' })}
      description={
        <FormattedMessage
          id="admin.disbursement.excludedRows.description"
          defaultMessage="{count, plural, one {# scholar} other {# scholars}} left out, with the reasons."
          values={{ count: run.excludedCount }}
        />
      }
      search={{
        label: intl.formatMessage({ id: 'admin.disbursement.excludedRows.search', defaultMessage: 'Search excluded scholars by name' }),
        param: 'xq',
        page: EXCLUDED_PAGE,
      }}
      empty={{
        icon: UserX,
        noneNamed: intl.formatMessage({
          id: 'admin.disbursement.excludedRows.noneNamed',
          defaultMessage: 'No excluded scholar has this name',
        }),
        nobody: intl.formatMessage({ id: 'admin.disbursement.excludedRows.nobody', defaultMessage: 'Nobody is excluded' }),
        nobodyText: (
          <FormattedMessage id="admin.disbursement.excludedRows.allEligible" defaultMessage="Every scholar of this batch met every rule." />
        ),
      }}
      caption={intl.formatMessage({ id: 'admin.disbursement.excludedRows.caption', defaultMessage: 'Scholars this run leaves out' })}
      columns={columns}
      rowCount={rows.length}
      pageInfo={run.excluded.pageInfo}
      pagesLabel={intl.formatMessage({ id: 'admin.disbursement.excludedRows.pages', defaultMessage: 'Excluded scholar pages' })}
    >
      {rows.map((row) => {
        // Only a hand exclusion can be undone by hand: the rules' reasons are fixed by the scholar.
        const byHandOnly = row.reasons.every((reason) => reason === StipendBlockReason.ExcludedByOfficer);
        return (
          <tr key={row.id}>
            <ScholarCell row={row} />
            <td className={`${bodyCell} min-w-60`}>
              <ul className="list-disc space-y-0.5 pl-4">
                {row.reasons.map((reason) => (
                  <li key={reason}>
                    {intl.formatMessage(EXCLUSION_REASON[reason], { year: run.academicYear })}
                    {reason === StipendBlockReason.ExcludedByOfficer && row.officerReason ? `: ${row.officerReason}` : ''}
                  </li>
                ))}
              </ul>
            </td>
            {run.viewerCanEdit && (
              <td className={`${bodyCell} min-w-40`}>
                {byHandOnly && (
                  <RowActionButton
                    label={intl.formatMessage(
                      { id: 'admin.disbursement.excludedRows.includeAgainName', defaultMessage: 'Include again: {name}' },
                      { name: row.name },
                    )}
                    onClick={() => onAction({ kind: 'include', row })}
                  >
                    <FormattedMessage id="admin.disbursement.excludedRows.includeAgain" defaultMessage="Include again" />
                  </RowActionButton>
                )}
              </td>
            )}
          </tr>
        );
      })}
    </RunRowsCard>
  );
}
