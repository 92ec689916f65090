import type { DISBURSEMENT_STATUSES } from '../db/schema.js';

// A run's life: DRAFT → APPROVED → PAID, or CANCELLED from DRAFT or APPROVED; what each step may start from, and
// the words of the refusals. The routes answer them as 409 (a state or a version that moved) or 403 (four eyes: the
// step needs another administrator than the one who made, changed or asked for it).

export type RunStatus = (typeof DISBURSEMENT_STATUSES)[number];

export type RunAction = 'edit' | 'approve' | 'cancel' | 'settleCancel' | 'paid' | 'failed' | 'bankFile';

const ALLOWED: Record<RunAction, readonly RunStatus[]> = {
  edit: ['DRAFT'],
  approve: ['DRAFT'],
  cancel: ['DRAFT', 'APPROVED'],
  settleCancel: ['APPROVED'],
  paid: ['APPROVED'],
  failed: ['PAID'],
  // A paid run's file is not written again: it would carry scholars' bank details for nothing.
  bankFile: ['APPROVED'],
};

const ONLY: Record<RunAction, string> = {
  edit: 'only a DRAFT run can be edited',
  approve: 'only a DRAFT run can be approved',
  cancel: 'only a DRAFT or APPROVED run can be cancelled',
  settleCancel: 'only an APPROVED run can have a cancellation waiting',
  paid: 'only an APPROVED run can be marked paid',
  failed: 'a transfer can be marked failed once the run is PAID',
  bankFile: 'the bank file exists for an APPROVED run, until it is paid',
};

/** Why the action cannot start from the status, or null when it can. */
export function transitionRefusal(action: RunAction, status: RunStatus): string | null {
  return ALLOWED[action].includes(status) ? null : `This run is ${status}: ${ONLY[action]}.`;
}

export const RUN_MESSAGES = {
  notFound: 'Disbursement run not found',
  itemNotFound: 'This scholar is not in this run',
  stale: (seen: number, now: number) =>
    `The run was changed by someone else since you loaded it (you saw version ${seen}, it is now version ${now}). Reload it and try again.`,
  makerChecker:
    'You created this run, so you cannot approve it: another administrator must check and approve it (two different people make and approve a payment).',
  editorCannotApprove:
    'You changed this run, so you cannot approve it: an administrator who neither created nor changed it must check and approve it.',
  emptyRun: 'This run includes no scholar: there is nothing to approve.',
  // What changed is marked on each named row of the run's page, in its reader's language.
  changedBeforeApproval: (names: string) =>
    `Some scholars changed since this run was created: ${names} (see their rows). Exclude them, or cancel the run and create it again, before approving.`,
  changedBeforeBankFile: (names: string) =>
    `Some scholars changed since this run was approved: ${names} (see their rows). Cancel the run and create it again; the bank file is not written.`,
  periodHeldElsewhere:
    'This scholar is already in another live run of this period, so they cannot be included in this one (one payment per scholar per period).',
  yearCapReached: (cap: number) =>
    `This scholar is already paid in ${cap} other ${cap === 1 ? 'period' : 'periods'} of this academic year, the most the programme settings allow, so they cannot be included in this run.`,
  cancelAlreadyRequested: "A cancellation of this run is already waiting for another administrator's confirmation.",
  noCancelRequest: 'No cancellation of this run is waiting for confirmation.',
  ownCancelRequest:
    'You asked for this cancellation, so another administrator must confirm it (the bank file was downloaded: two people cancel a run the bank may hold).',
  // The reasons are beside the row on the run's page, in its reader's language.
  ruleExcluded:
    'This scholar was excluded by the eligibility rules (see the reasons beside their row), so their row cannot be changed by hand. Once that is fixed they are considered in the next run.',
  nothingToChange: 'This changes nothing: the row already has this amount and is already included or excluded as asked.',
  notIncluded: "Only an included scholar's transfer can be marked failed",
  alreadyFailed: "This scholar's transfer is already marked failed",
  alreadyReported: "This scholar's transfer is already reported failed and waits for another administrator's confirmation",
  notReported: "This scholar's transfer is not waiting for a confirmation that it failed",
  ownFailureReport:
    'You reported this transfer failed, so another administrator must confirm it before the scholar can be paid again in this period.',
  paidBeforeApproval: 'paidAt cannot be before the run was approved',
} as const;

// Letters, digits and dashes only, at most 20 characters: what bulk-payment files accept as a payment reference.
const REFERENCE = /^[A-Za-z0-9-]{1,20}$/;

/** The bank reference of a run's row: NY-<run seq>-<row number>, unique because the run's seq is. */
export function transferReference(runSeq: number, rowNo: number): string {
  const reference = `NY-${runSeq}-${rowNo}`;
  if (!REFERENCE.test(reference)) throw new Error(`reference ${reference} does not fit a bank file`);
  return reference;
}
