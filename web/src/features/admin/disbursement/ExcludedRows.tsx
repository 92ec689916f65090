import { UserX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { RunPage_RunFragment } from '@/gql/graphql';
import { StipendBlockReason } from '@/gql/graphql';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Pagination } from '../components/Pagination';
import { bodyCell, TableFrame, TableHead } from '../components/TableFrame';
import { EXCLUDED_PAGE } from './disbursement-params';
import { scholarsWords } from './disbursement-words';
import type { RunAction } from './run-action';
import { RowSearch } from './RowSearch';
import { ScholarCell } from './ScholarCell';

/** The scholars the run leaves out, each with every reason; one an officer left out by hand can be included again. */
export function ExcludedRows({ run, onAction }: { run: RunPage_RunFragment; onAction: (action: RunAction) => void }) {
  const [params] = useSearchParams();
  const rows = run.excluded.nodes;
  return (
    <Card aria-labelledby="excluded-title">
      <CardHeader
        titleId="excluded-title"
        title="Excluded scholars"
        description={`${scholarsWords(run.excludedCount)} left out, with the reasons.`}
      />
      <RowSearch label="Search excluded scholars by name" param="xq" page={EXCLUDED_PAGE} />
      {rows.length === 0 ? (
        <EmptyState icon={UserX} title={params.get('xq') ? 'No excluded scholar has this name' : 'Nobody is excluded'}>
          {params.get('xq') ? 'Search for another name, or clear the search.' : 'Every scholar of this batch met every rule.'}
        </EmptyState>
      ) : (
        <TableFrame caption="Scholars this run leaves out">
          <TableHead columns={['Scholar', 'Reasons', ...(run.viewerCanEdit ? ['Actions'] : [])]} />
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
                          aria-label={`Include again: ${row.name}`}
                          onClick={() => onAction({ kind: 'include', row })}
                        >
                          Include again
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
      <Pagination pageInfo={run.excluded.pageInfo} label="Excluded scholar pages" param={EXCLUDED_PAGE} />
    </Card>
  );
}
