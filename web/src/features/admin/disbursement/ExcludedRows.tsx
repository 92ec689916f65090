import { UserX } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { RunPage_RunFragment } from '@/gql/graphql';
import { StipendBlockReason } from '@/gql/graphql';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Pagination } from '../components/Pagination';
import { bodyCell, TableFrame, TableHead } from '../components/TableFrame';
import { EXCLUDED_PAGE } from './disbursement-params';
import type { RunAction } from './run-action';
import { RowSearch } from './RowSearch';
import { ScholarCell } from './ScholarCell';

const COLUMNS = defineMessages({
  scholar: { id: 'admin.disbursement.excludedRows.scholar', defaultMessage: 'Scholar' },
  reasons: { id: 'admin.disbursement.excludedRows.reasons', defaultMessage: 'Reasons' },
  actions: { id: 'admin.disbursement.excludedRows.actions', defaultMessage: 'Actions' },
});

/** The scholars the run leaves out, each with every reason; one an officer left out by hand can be included again. */
export function ExcludedRows({ run, onAction }: { run: RunPage_RunFragment; onAction: (action: RunAction) => void }) {
  const [params] = useSearchParams();
  const rows = run.excluded.nodes;
  const intl = useIntl();
  const searched = params.get('xq');
  const columns = [COLUMNS.scholar, COLUMNS.reasons, ...(run.viewerCanEdit ? [COLUMNS.actions] : [])].map((column) =>
    intl.formatMessage(column),
  );
  return (
    <Card aria-labelledby="excluded-title">
      <CardHeader
        titleId="excluded-title"
        title={intl.formatMessage({ id: 'admin.disbursement.excludedRows.title', defaultMessage: 'Excluded scholars' })}
        description={
          <FormattedMessage
            id="admin.disbursement.excludedRows.description"
            defaultMessage="{count, plural, one {# scholar} other {# scholars}} left out, with the reasons."
            values={{ count: run.excludedCount }}
          />
        }
      />
      <RowSearch
        label={intl.formatMessage({ id: 'admin.disbursement.excludedRows.search', defaultMessage: 'Search excluded scholars by name' })}
        param="xq"
        page={EXCLUDED_PAGE}
      />
      {rows.length === 0 ? (
        searched ? (
          <EmptyState
            icon={UserX}
            title={intl.formatMessage({
              id: 'admin.disbursement.excludedRows.noneNamed',
              defaultMessage: 'No excluded scholar has this name',
            })}
          >
            <FormattedMessage
              id="admin.disbursement.excludedRows.searchAgain"
              defaultMessage="Search for another name, or clear the search."
            />
          </EmptyState>
        ) : (
          <EmptyState
            icon={UserX}
            title={intl.formatMessage({ id: 'admin.disbursement.excludedRows.nobody', defaultMessage: 'Nobody is excluded' })}
          >
            <FormattedMessage
              id="admin.disbursement.excludedRows.allEligible"
              defaultMessage="Every scholar of this batch met every rule."
            />
          </EmptyState>
        )
      ) : (
        <TableFrame
          caption={intl.formatMessage({ id: 'admin.disbursement.excludedRows.caption', defaultMessage: 'Scholars this run leaves out' })}
        >
          <TableHead columns={columns} />
          <tbody className="divide-y divide-slate-100 bg-white">
            {rows.map((row) => {
              // Only a hand exclusion can be undone by hand: the rules' reasons are fixed by the scholar.
              const byHandOnly = row.reasons.every((reason) => reason.code === StipendBlockReason.ExcludedByOfficer);
              return (
                <tr key={row.id}>
                  <ScholarCell row={row} />
                  <td className={`${bodyCell} min-w-60`}>
                    <ul className="list-disc space-y-0.5 pl-4">
                      {row.reasons.map((reason) => (
                        <li key={reason.code}>
                          {reason.message}
                          {reason.code === StipendBlockReason.ExcludedByOfficer && row.officerReason ? `: ${row.officerReason}` : ''}
                        </li>
                      ))}
                    </ul>
                  </td>
                  {run.viewerCanEdit && (
                    <td className={`${bodyCell} min-w-40`}>
                      {byHandOnly && (
                        <Button
                          variant="secondary"
                          className="min-h-11"
                          aria-label={intl.formatMessage(
                            { id: 'admin.disbursement.excludedRows.includeAgainName', defaultMessage: 'Include again: {name}' },
                            { name: row.name },
                          )}
                          onClick={() => onAction({ kind: 'include', row })}
                        >
                          <FormattedMessage id="admin.disbursement.excludedRows.includeAgain" defaultMessage="Include again" />
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </TableFrame>
      )}
      <Pagination
        pageInfo={run.excluded.pageInfo}
        label={intl.formatMessage({ id: 'admin.disbursement.excludedRows.pages', defaultMessage: 'Excluded scholar pages' })}
        param={EXCLUDED_PAGE}
      />
    </Card>
  );
}
