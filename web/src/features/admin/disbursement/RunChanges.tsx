import { History } from 'lucide-react';
import type { RunPage_RunFragment } from '@/gql/graphql';
import { Card, CardHeader } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { changesWords, changeWords } from './disbursement-words';
import { DayTimeText } from '@/shared/i18n/use-dates';

/** Every edit of a row since the run was created, oldest first: what the approver checks besides the totals. */
export function RunChanges({ run }: { run: RunPage_RunFragment }) {
  const count = run.changes.length;
  const toCheck = run.status === 'DRAFT' && count > 0;
  return (
    <Card aria-labelledby="run-changes-title" className={toCheck ? 'border-amber-300 ring-2 ring-amber-200' : undefined}>
      <CardHeader
        titleId="run-changes-title"
        title="Changes since creation"
        description={
          toCheck
            ? `${changesWords(count)} made by hand since the rules selected the scholars: check each before approving.`
            : `${changesWords(count)} since the run was created.`
        }
      />
      {count === 0 ? (
        <EmptyState icon={History} title="No change since the run was created">
          The rows are as the eligibility rules selected them.
        </EmptyState>
      ) : (
        <ol className="divide-y divide-slate-100">
          {run.changes.map((change, index) => (
            <li key={`${change.studentId}-${change.changedAt}-${index}`} className="px-5 py-3 text-sm">
              <p className="font-medium break-words text-slate-900">
                {change.name}: <span className="font-semibold">{changeWords(change)}</span>
              </p>
              <p className="break-words text-slate-700">Reason: {change.reason}</p>
              <p className="text-xs text-slate-500">
                {change.changedBy?.name ?? 'A former administrator'} · <DayTimeText value={change.changedAt} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
