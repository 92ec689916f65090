import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type { DisbursementRunStatus } from '@/gql/graphql';
import type { RunAction } from './run-action';

// What a change of a run did, as the notice above the run says it: the gateway answers the run as it now stands, and
// the page knows which step it asked for (and of whose row).

type Named = { name: string };

const DONE = defineMessages<{
  created: { included: number; excluded: number };
  itemSaved: Named;
  approved: NoMessageValues;
  cancelled: NoMessageValues;
  cancelRequested: NoMessageValues;
  cancelWithdrawn: NoMessageValues;
  paid: NoMessageValues;
  transferFailureReported: Named;
  transferFailed: Named;
  transferFailureDismissed: Named;
}>({
  created: {
    id: 'admin.disbursement.runNotices.created',
    defaultMessage: 'Stipend run created as a draft: {included, plural, one {# scholar} other {# scholars}} included, {excluded} excluded.',
  },
  itemSaved: { id: 'admin.disbursement.runNotices.itemSaved', defaultMessage: "{name}'s row saved." },
  approved: { id: 'admin.disbursement.runNotices.approved', defaultMessage: 'Stipend run approved: the bank file can be downloaded.' },
  cancelled: { id: 'admin.disbursement.runNotices.cancelled', defaultMessage: 'Stipend run cancelled.' },
  cancelRequested: {
    id: 'admin.disbursement.runNotices.cancelRequested',
    defaultMessage: 'Cancellation asked for: the bank file was downloaded, so another administrator must confirm it.',
  },
  cancelWithdrawn: {
    id: 'admin.disbursement.runNotices.cancelWithdrawn',
    defaultMessage: 'Cancellation withdrawn: the run stays approved.',
  },
  paid: { id: 'admin.disbursement.runNotices.paid', defaultMessage: 'Stipend run marked paid.' },
  transferFailureReported: {
    id: 'admin.disbursement.runNotices.transferFailureReported',
    defaultMessage: "{name}'s transfer reported failed: another administrator must confirm it before they can be paid again.",
  },
  transferFailed: {
    id: 'admin.disbursement.runNotices.transferFailed',
    defaultMessage: "{name}'s transfer marked failed; they will be considered in a later run.",
  },
  transferFailureDismissed: {
    id: 'admin.disbursement.runNotices.transferFailureDismissed',
    defaultMessage: "{name}'s transfer stands as sent: the report was dismissed.",
  },
});

/** The run as a change answered it. */
export type ChangedRun = { status: DisbursementRunStatus; includedCount: number; excludedCount: number };

/** The notice of a new run, on its page. */
export const createdNotice = (intl: IntlShape, run: ChangedRun) =>
  intl.formatMessage(DONE.created, { included: run.includedCount, excluded: run.excludedCount });

/**
 * What the step did: a cancellation asked of a run whose bank file was downloaded leaves it APPROVED, waiting for a
 * second administrator; any other is done at once.
 */
export function changeNotice(intl: IntlShape, action: RunAction, run: ChangedRun): string {
  switch (action.kind) {
    case 'approve':
      return intl.formatMessage(DONE.approved);
    case 'cancel':
      return intl.formatMessage(run.status === 'CANCELLED' ? DONE.cancelled : DONE.cancelRequested);
    case 'confirmCancel':
      return intl.formatMessage(DONE.cancelled);
    case 'withdrawCancel':
      return intl.formatMessage(DONE.cancelWithdrawn);
    case 'paid':
      return intl.formatMessage(DONE.paid);
    case 'amount':
    case 'exclude':
    case 'include':
      return intl.formatMessage(DONE.itemSaved, { name: action.row.name });
    case 'failed':
      return intl.formatMessage(DONE.transferFailureReported, { name: action.row.name });
    case 'confirmFailure':
      return intl.formatMessage(DONE.transferFailed, { name: action.row.name });
    case 'dismissFailure':
      return intl.formatMessage(DONE.transferFailureDismissed, { name: action.row.name });
  }
}
