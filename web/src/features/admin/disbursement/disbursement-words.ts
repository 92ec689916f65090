import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import {
  StipendBlockReason,
  type ApprovalBlock,
  type DisbursementRowChange,
  type DisbursementRunStatus,
  type TransferStatus,
} from '@/gql/graphql';
import { formatShillings } from '@/shared/rules/format';
import type { BadgeTone } from '@/shared/ui/Badge';

// How the desk words what the schema names, in the reader's language: statuses as badges, a change of a row in a line.

type Status = { label: MessageDescriptor; tone: BadgeTone };

export const RUN_STATUS: Record<DisbursementRunStatus, Status> = {
  DRAFT: { label: defineMessage({ id: 'admin.disbursement.disbursementWords.draft', defaultMessage: 'Draft' }), tone: 'warning' },
  APPROVED: { label: defineMessage({ id: 'admin.disbursement.disbursementWords.approved', defaultMessage: 'Approved' }), tone: 'info' },
  PAID: { label: defineMessage({ id: 'admin.disbursement.disbursementWords.paid', defaultMessage: 'Paid' }), tone: 'success' },
  CANCELLED: {
    label: defineMessage({ id: 'admin.disbursement.disbursementWords.cancelled', defaultMessage: 'Cancelled' }),
    tone: 'neutral',
  },
};

export const TRANSFER_STATUS: Record<TransferStatus, Status> = {
  PENDING: { label: defineMessage({ id: 'admin.disbursement.disbursementWords.pending', defaultMessage: 'Pending' }), tone: 'neutral' },
  FAILURE_REPORTED: {
    label: defineMessage({ id: 'admin.disbursement.disbursementWords.failureReported', defaultMessage: 'Failure reported' }),
    tone: 'warning',
  },
  FAILED: { label: defineMessage({ id: 'admin.disbursement.disbursementWords.failed', defaultMessage: 'Failed' }), tone: 'danger' },
};

/** What changed for a scholar since the run was created, as the approver reads it under the name ({year}: the run's). */
export const ROW_CHANGE: Record<DisbursementRowChange, MessageDescriptor> = defineMessages({
  SCHOLAR_REMOVED: { id: 'admin.disbursement.disbursementWords.scholarRemoved', defaultMessage: 'Removed from the programme' },
  NOT_ACTIVE: { id: 'admin.disbursement.disbursementWords.notActive', defaultMessage: 'Enrollment is no longer Active' },
  RESULTS_MISSING: { id: 'admin.disbursement.disbursementWords.resultsMissing', defaultMessage: 'The {year} results were removed' },
  RESULTS_IN_REVIEW: {
    id: 'admin.disbursement.disbursementWords.resultsInReview',
    defaultMessage: 'The {year} results are back in review',
  },
  RESULTS_REJECTED: { id: 'admin.disbursement.disbursementWords.resultsRejected', defaultMessage: 'The {year} results were rejected' },
  UNIVERSITY_FEE_CONTROL_NUMBER_MISSING: {
    id: 'admin.disbursement.disbursementWords.feeControlNumberMissing',
    defaultMessage: 'The {year} university fee control number was removed',
  },
  NHIF_CONTROL_NUMBER_MISSING: {
    id: 'admin.disbursement.disbursementWords.nhifControlNumberMissing',
    defaultMessage: 'The {year} NHIF control number was removed',
  },
  BANK_ACCOUNT_MISSING: {
    id: 'admin.disbursement.disbursementWords.bankAccountMissing',
    defaultMessage: 'The profile no longer has a bank account number',
  },
  BANK_ACCOUNT_CHANGED: {
    id: 'admin.disbursement.disbursementWords.bankAccountChanged',
    defaultMessage: 'The bank account number changed: the run would pay the old one',
  },
  ALREADY_IN_PERIOD: {
    id: 'admin.disbursement.disbursementWords.alreadyInPeriod',
    defaultMessage: 'Another live run of this period already pays them',
  },
  YEAR_CAP_REACHED: {
    id: 'admin.disbursement.disbursementWords.yearCapReached',
    defaultMessage: 'Now paid in as many other periods of {year} as the programme settings allow',
  },
});

/** Why the rules (or an officer) left a scholar out, beside their name ({year}: the run's). */
export const EXCLUSION_REASON: Record<StipendBlockReason, MessageDescriptor> = defineMessages({
  NOT_ACTIVE: { id: 'admin.disbursement.disbursementWords.excludedNotActive', defaultMessage: 'Enrollment is not Active' },
  RESULTS_MISSING: { id: 'admin.disbursement.disbursementWords.excludedResultsMissing', defaultMessage: 'No {year} results uploaded' },
  RESULTS_IN_REVIEW: {
    id: 'admin.disbursement.disbursementWords.excludedResultsInReview',
    defaultMessage: '{year} results not reviewed yet',
  },
  RESULTS_REJECTED: {
    id: 'admin.disbursement.disbursementWords.excludedResultsRejected',
    defaultMessage: '{year} results were rejected',
  },
  UNIVERSITY_FEE_CONTROL_NUMBER_MISSING: {
    id: 'admin.disbursement.disbursementWords.excludedFeeControlNumberMissing',
    defaultMessage: 'No {year} university fee control number',
  },
  NHIF_CONTROL_NUMBER_MISSING: {
    id: 'admin.disbursement.disbursementWords.excludedNhifControlNumberMissing',
    defaultMessage: 'No {year} NHIF control number',
  },
  BANK_ACCOUNT_MISSING: {
    id: 'admin.disbursement.disbursementWords.excludedBankAccountMissing',
    defaultMessage: 'No bank account number in the profile',
  },
  ALREADY_IN_PERIOD: {
    id: 'admin.disbursement.disbursementWords.excludedAlreadyInPeriod',
    defaultMessage: 'Already in another run of this period',
  },
  YEAR_CAP_REACHED: {
    id: 'admin.disbursement.disbursementWords.excludedYearCapReached',
    defaultMessage: 'Already paid the most stipends a scholar gets in {year}',
  },
  EXCLUDED_BY_OFFICER: { id: 'admin.disbursement.disbursementWords.excludedByOfficer', defaultMessage: 'Excluded by an officer' },
});

type Rule = Exclude<StipendBlockReason, 'EXCLUDED_BY_OFFICER'>;

/** The rule a scholar meets to be included, one per reason the rules leave a scholar out for ({year}: the run's). */
const ELIGIBILITY_RULE: Record<Rule, MessageDescriptor> = defineMessages({
  NOT_ACTIVE: { id: 'admin.disbursement.disbursementWords.ruleActive', defaultMessage: 'Enrollment is Active' },
  RESULTS_MISSING: { id: 'admin.disbursement.disbursementWords.ruleResultsUploaded', defaultMessage: 'Results for {year} are uploaded' },
  RESULTS_IN_REVIEW: {
    id: 'admin.disbursement.disbursementWords.ruleResultsReviewed',
    defaultMessage: 'The {year} results have been reviewed by an officer',
  },
  RESULTS_REJECTED: {
    id: 'admin.disbursement.disbursementWords.ruleResultsApproved',
    defaultMessage: 'The {year} results were approved (not returned to the scholar)',
  },
  UNIVERSITY_FEE_CONTROL_NUMBER_MISSING: {
    id: 'admin.disbursement.disbursementWords.ruleFeeControlNumber',
    defaultMessage: 'A {year} university fee control number is submitted',
  },
  NHIF_CONTROL_NUMBER_MISSING: {
    id: 'admin.disbursement.disbursementWords.ruleNhifControlNumber',
    defaultMessage: 'A {year} NHIF control number is submitted',
  },
  BANK_ACCOUNT_MISSING: {
    id: 'admin.disbursement.disbursementWords.ruleBankAccount',
    defaultMessage: 'A bank account number is in the profile',
  },
  ALREADY_IN_PERIOD: {
    id: 'admin.disbursement.disbursementWords.ruleOnePerPeriod',
    defaultMessage: 'Not already paid, or being paid, in another run of the same period',
  },
  YEAR_CAP_REACHED: {
    id: 'admin.disbursement.disbursementWords.ruleYearCap',
    defaultMessage: 'Not already paid in as many other periods of {year} as the programme settings allow',
  },
});

/**
 * The eligibility rules for a year, in the order the provider checks them: the schema's reasons in their order, but
 * the officer's hand exclusion, which is no rule.
 */
export const eligibilityRules = (intl: IntlShape, year: string): { reason: Rule; words: string }[] =>
  Object.values(StipendBlockReason)
    .filter((reason): reason is Rule => reason !== StipendBlockReason.ExcludedByOfficer)
    .map((reason) => ({ reason, words: intl.formatMessage(ELIGIBILITY_RULE[reason], { year }) }));

const APPROVAL_BLOCK = defineMessages<{
  NOT_DRAFT: { status: string };
  OWN_RUN: NoMessageValues;
  EDITED_RUN: NoMessageValues;
  EMPTY_RUN: NoMessageValues;
  ROWS_CHANGED: { count: number };
}>({
  NOT_DRAFT: {
    id: 'admin.disbursement.disbursementWords.notDraft',
    defaultMessage: 'This run is {status}: only a draft run can be approved.',
  },
  OWN_RUN: {
    id: 'admin.disbursement.disbursementWords.ownRun',
    defaultMessage:
      'You created this run, so another administrator must check and approve it (two different people make and approve a payment).',
  },
  EDITED_RUN: {
    id: 'admin.disbursement.disbursementWords.editedRun',
    defaultMessage:
      'You changed this run, so an administrator who neither created nor changed it must check and approve it (two different people make and approve a payment).',
  },
  EMPTY_RUN: {
    id: 'admin.disbursement.disbursementWords.emptyRun',
    defaultMessage: 'This run includes no scholar: there is nothing to approve.',
  },
  ROWS_CHANGED: {
    id: 'admin.disbursement.disbursementWords.rowsChanged',
    defaultMessage:
      '{count, plural, one {# scholar} other {# scholars}} changed since the run was created (see the rows marked below): exclude them, or cancel the run and create it again.',
  },
});

type Blocked = { approvalBlock: ApprovalBlock; status: DisbursementRunStatus; changedRowCount: number };

/** Why the viewer cannot approve the run, as the approve button's description reads. */
export function approvalBlockWords(intl: IntlShape, { approvalBlock, status, changedRowCount }: Blocked): string {
  switch (approvalBlock) {
    case 'NOT_DRAFT':
      return intl.formatMessage(APPROVAL_BLOCK.NOT_DRAFT, { status: intl.formatMessage(RUN_STATUS[status].label) });
    case 'ROWS_CHANGED':
      return intl.formatMessage(APPROVAL_BLOCK.ROWS_CHANGED, { count: changedRowCount });
    default:
      return intl.formatMessage(APPROVAL_BLOCK[approvalBlock]);
  }
}

const ROW_STATE = defineMessages({
  included: { id: 'admin.disbursement.disbursementWords.included', defaultMessage: 'Included' },
  excluded: { id: 'admin.disbursement.disbursementWords.excluded', defaultMessage: 'Excluded' },
});

export const batchWords = (intl: IntlShape, batchNo: number | null | undefined) =>
  batchNo
    ? intl.formatMessage({ id: 'admin.disbursement.disbursementWords.batch', defaultMessage: 'Batch {batchNo}' }, { batchNo })
    : intl.formatMessage({ id: 'admin.disbursement.disbursementWords.allBatches', defaultMessage: 'All batches' });

export const scholarsWords = (intl: IntlShape, count: number) =>
  intl.formatMessage(
    { id: 'admin.disbursement.disbursementWords.scholars', defaultMessage: '{count, plural, one {# scholar} other {# scholars}}' },
    { count },
  );

export const changesWords = (intl: IntlShape, count: number) =>
  intl.formatMessage(
    {
      id: 'admin.disbursement.disbursementWords.changes',
      defaultMessage: '{count, plural, =0 {no changes} one {# change} other {# changes}}',
    },
    { count },
  );

/** Who made a step or a change: an officer whose account is gone is still said to have done it. */
export const officerWords = (intl: IntlShape, officer: { name: string } | null | undefined) =>
  officer?.name ??
  intl.formatMessage({ id: 'admin.disbursement.disbursementWords.formerAdministrator', defaultMessage: 'A former administrator' });

type Change = { amountBefore: number; amountAfter: number; includedBefore: boolean; includedAfter: boolean };

/** What an edit did to a row, before → after: "TZS 450,000 → TZS 500,000", "Included → Excluded", or both. */
export function changeWords(intl: IntlShape, change: Change): string {
  const state = (included: boolean) => intl.formatMessage(included ? ROW_STATE.included : ROW_STATE.excluded);
  const parts: string[] = [];
  if (change.includedBefore !== change.includedAfter) parts.push(`${state(change.includedBefore)} → ${state(change.includedAfter)}`);
  if (change.amountBefore !== change.amountAfter)
    parts.push(`${formatShillings(change.amountBefore)} → ${formatShillings(change.amountAfter)}`);
  return parts.join('; ') || intl.formatMessage({ id: 'admin.disbursement.disbursementWords.noChange', defaultMessage: 'No change' });
}
