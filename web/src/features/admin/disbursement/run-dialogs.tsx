import type { ReactNode } from 'react';
import type { RunPage_RunFragment } from '@/gql/graphql';
import { formatShillings } from '@/shared/rules/format';
import { changesWords, scholarsWords } from './disbursement-words';
import type { RunAction } from './run-action';
import type { RunChangeDialog } from './RunChangeDialog';

type Totals = Pick<RunPage_RunFragment, 'period' | 'totalTzs' | 'includedCount' | 'excludedCount' | 'changes'>;
type DialogProps = Parameters<typeof RunChangeDialog>[0];

export type DialogPlan = { title: string; body?: ReactNode; fields: DialogProps['fields']; submitLabel: string; danger?: boolean };

/** The dialog each step asks in: its title, what the officer is about to do, its fields and its button. */
export function dialogFor(action: RunAction | null, run: Totals, today: string): DialogPlan | null {
  switch (action?.kind) {
    case undefined:
      return null;
    case 'approve':
      return {
        title: `Approve the ${run.period} run?`,
        body: (
          <>
            <p>
              It pays <strong>{scholarsWords(run.includedCount)}</strong> a total of <strong>{formatShillings(run.totalTzs)}</strong>;{' '}
              {scholarsWords(run.excludedCount)} left out.
            </p>
            <p>
              <strong>{changesWords(run.changes.length)}</strong> since it was created
              {run.changes.length > 0 ? ': each is listed under Changes since creation.' : '.'}
            </p>
            <p>Once approved it cannot be edited, and the bank file can be downloaded.</p>
          </>
        ),
        fields: {},
        submitLabel: 'Approve',
      };
    case 'cancel':
      return {
        title: `Cancel the ${run.period} run?`,
        body: <p>It will pay nobody. This cannot be undone: a new run of the period can be created instead.</p>,
        fields: { reason: { change: 'cancel', label: 'Why it is cancelled' } },
        submitLabel: 'Cancel this run',
        danger: true,
      };
    case 'paid':
      return {
        title: `Mark the ${run.period} run paid`,
        body: (
          <p>
            The bank paid {formatShillings(run.totalTzs)} to {scholarsWords(run.includedCount)}. A transfer that came back can be marked
            failed afterwards.
          </p>
        ),
        fields: { date: { today } },
        submitLabel: 'Mark the run paid',
      };
    case 'failed':
      return {
        title: `The transfer to ${action.row.name} failed`,
        body: <p>They are considered again in a later run of the period.</p>,
        fields: { reason: { change: 'transferFailed', label: 'Reason (the scholar reads it)' } },
        submitLabel: 'Mark failed',
        danger: true,
      };
    case 'amount':
      return {
        title: `Change the amount of ${action.row.name}`,
        body: <p>Now {formatShillings(action.row.amountTzs)}. The approver sees the change and its reason.</p>,
        fields: { amount: { initial: action.row.amountTzs }, reason: { change: 'edit', label: 'Reason for the change' } },
        submitLabel: 'Save the amount',
      };
    case 'exclude':
      return {
        title: `Exclude ${action.row.name}?`,
        body: <p>They are left out of this run by hand. The approver sees the change and its reason.</p>,
        fields: { reason: { change: 'edit', label: 'Reason for leaving them out' } },
        submitLabel: 'Exclude',
        danger: true,
      };
    case 'include':
      return {
        title: `Include ${action.row.name} again?`,
        body: <p>They are paid the run’s amount. The approver sees the change and its reason.</p>,
        fields: { reason: { change: 'edit', label: 'Reason for including them again' } },
        submitLabel: 'Include again',
      };
  }
}
