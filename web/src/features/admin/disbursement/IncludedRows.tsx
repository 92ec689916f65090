import { Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { RunPage_RunFragment } from '@/gql/graphql';
import { formatShillings } from '@/shared/rules/format';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Pagination } from '../components/Pagination';
import { bodyCell, TableFrame, TableHead } from '../components/TableFrame';
import { scholarsWords, TRANSFER_STATUS } from './disbursement-words';
import type { RunAction } from './run-action';
import { RowSearch } from './RowSearch';
import { ScholarCell } from './ScholarCell';
import { DayText } from '@/shared/i18n/use-dates';

/** The scholars the run pays, a page at a time, with what may be done to each row now. */
export function IncludedRows({ run, onAction }: { run: RunPage_RunFragment; onAction: (action: RunAction) => void }) {
  const [params] = useSearchParams();
  const rows = run.included.nodes;
  const actions = run.viewerCanEdit || run.viewerCanMarkTransferFailed;
  return (
    <Card aria-labelledby="included-title">
      <CardHeader
        titleId="included-title"
        title="Included scholars"
        description={`${scholarsWords(run.includedCount)} paid by this run.`}
      />
      <RowSearch label="Search included scholars by name" param="q" page="page" />
      {rows.length === 0 ? (
        <EmptyState icon={Users} title={params.get('q') ? 'No included scholar has this name' : 'Nobody is included'}>
          {params.get('q') ? 'Search for another name, or clear the search.' : 'No scholar of this batch met every rule.'}
        </EmptyState>
      ) : (
        <TableFrame caption="Scholars this run pays">
          <TableHead columns={['Scholar', 'Reference', 'Account', 'Amount', 'Transfer', ...(actions ? ['Actions'] : [])]} />
          <tbody className="divide-y divide-slate-100 bg-white">
            {rows.map((row) => {
              const transfer = TRANSFER_STATUS[row.transferStatus];
              return (
                <tr key={row.id}>
                  <ScholarCell row={row} />
                  <td className={`${bodyCell} font-mono whitespace-nowrap`}>{row.reference}</td>
                  <td className={`${bodyCell} font-mono whitespace-nowrap`}>{row.accountNumber}</td>
                  <td className={`${bodyCell} whitespace-nowrap`}>{formatShillings(row.amountTzs)}</td>
                  <td className={`${bodyCell} min-w-36`}>
                    <Badge tone={transfer.tone}>{transfer.label}</Badge>
                    {row.failureReason && (
                      <p className="mt-1 text-xs text-red-700">
                        {row.failureReason} (<DayText value={row.failedAt} />)
                      </p>
                    )}
                  </td>
                  {actions && (
                    <td className={`${bodyCell} min-w-56`}>
                      <div className="flex flex-wrap gap-2">
                        {run.viewerCanEdit && (
                          <>
                            <Button
                              variant="secondary"
                              className="min-h-11"
                              aria-label={`Change amount of ${row.name}`}
                              onClick={() => onAction({ kind: 'amount', row })}
                            >
                              Change amount
                            </Button>
                            <Button
                              variant="secondary"
                              className="min-h-11"
                              aria-label={`Exclude ${row.name}`}
                              onClick={() => onAction({ kind: 'exclude', row })}
                            >
                              Exclude
                            </Button>
                          </>
                        )}
                        {run.viewerCanMarkTransferFailed && row.transferStatus === 'PENDING' && (
                          <Button
                            variant="secondary"
                            className="min-h-11"
                            aria-label={`Mark transfer failed for ${row.name}`}
                            onClick={() => onAction({ kind: 'failed', row })}
                          >
                            Mark transfer failed
                          </Button>
                        )}
                      </div>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </TableFrame>
      )}
      <Pagination pageInfo={run.included.pageInfo} label="Included scholar pages" />
    </Card>
  );
}
