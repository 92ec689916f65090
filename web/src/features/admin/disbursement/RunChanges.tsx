import { History } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { Card, CardHeader } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { changesWords, changeWords, officerWords } from './disbursement-words';
import { DayTimeText } from '@/shared/i18n/use-dates';

export const RunChangesFragment = graphql(`
  fragment RunChanges_run on DisbursementRun {
    id
    status
    changes {
      studentId
      name
      amountBefore
      amountAfter
      includedBefore
      includedAfter
      reason
      changedBy {
        id
        name
      }
      changedAt
    }
  }
`);

/** Every edit of a row since the run was created, oldest first: what the approver checks besides the totals. */
export function RunChanges({ run: masked }: { run: FragmentType<typeof RunChangesFragment> }) {
  const run = getFragmentData(RunChangesFragment, masked);
  const count = run.changes.length;
  const toCheck = run.status === 'DRAFT' && count > 0;
  const intl = useIntl();
  const changes = changesWords(intl, count);
  return (
    <Card aria-labelledby="run-changes-title" className={toCheck ? 'border-amber-300 ring-2 ring-amber-200' : undefined}>
      <CardHeader
        titleId="run-changes-title"
        title={intl.formatMessage({ id: 'admin.disbursement.runChanges.title', defaultMessage: 'Changes since creation' })}
        description={
          toCheck ? (
            <FormattedMessage
              id="admin.disbursement.runChanges.toCheck"
              defaultMessage="{changes} made by hand since the rules selected the scholars: check each before approving."
              values={{ changes }}
            />
          ) : (
            <FormattedMessage
              id="admin.disbursement.runChanges.sinceCreated"
              defaultMessage="{changes} since the run was created."
              values={{ changes }}
            />
          )
        }
      />
      {count === 0 ? (
        <EmptyState
          icon={History}
          title={intl.formatMessage({
            id: 'admin.disbursement.runChanges.emptyTitle',
            defaultMessage: 'No change since the run was created',
          })}
        >
          <FormattedMessage
            id="admin.disbursement.runChanges.empty"
            defaultMessage="The rows are as the eligibility rules selected them."
          />
        </EmptyState>
      ) : (
        <ol className="divide-y divide-slate-100">
          {run.changes.map((change, index) => (
            <li key={`${change.studentId}-${change.changedAt}-${index}`} className="px-5 py-3 text-sm">
              <p className="font-medium break-words text-slate-900">
                {change.name}: <span className="font-semibold">{changeWords(intl, change)}</span>
              </p>
              <p className="break-words text-slate-700">
                <FormattedMessage
                  id="admin.disbursement.runChanges.reason"
                  defaultMessage="Reason: {reason}"
                  values={{ reason: change.reason }}
                />
              </p>
              <p className="text-xs text-slate-500">
                {officerWords(intl, change.changedBy)} · <DayTimeText value={change.changedAt} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
