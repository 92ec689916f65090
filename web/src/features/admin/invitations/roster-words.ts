import { defineMessages, type IntlShape, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import { RosterOutcome, type RosterProblem } from '@/gql/graphql';
import { statusBadge, type StatusBadge } from '@/shared/status/status-badge';

// How a roster report reads, in the reader's language: each outcome as a badge, a line of counts, each row's details.
export const MAX_ROSTER_BYTES = 2 * 1024 * 1024;

export const ROSTER_WORDS = defineMessages({
  tooLarge: {
    id: 'admin.invitations.rosterWords.tooLarge',
    defaultMessage: 'This file is larger than 2 MB: split the roster into smaller files.',
  },
  required: { id: 'admin.invitations.rosterWords.required', defaultMessage: 'Choose a CSV file or paste the roster first' },
  invalidRowsBlock: {
    id: 'admin.invitations.rosterWords.invalidRowsBlock',
    defaultMessage: 'Nothing will be imported until the file is fixed: correct the invalid rows and check the roster again.',
  },
});

type Outcome = RosterOutcome;

const OUTCOME = defineMessages({
  willBeInvited: { id: 'admin.invitations.rosterWords.willBeInvited', defaultMessage: 'Will be invited' },
  invited: { id: 'admin.invitations.rosterWords.invited', defaultMessage: 'Invited' },
  alreadyInvited: { id: 'admin.invitations.rosterWords.alreadyInvited', defaultMessage: 'Already invited' },
  alreadyRegistered: { id: 'admin.invitations.rosterWords.alreadyRegistered', defaultMessage: 'Already registered' },
  invalid: { id: 'admin.invitations.rosterWords.invalid', defaultMessage: 'Invalid' },
});

const BADGES: Record<Outcome, StatusBadge> = {
  INVITE: statusBadge(OUTCOME.willBeInvited, 'success'),
  ALREADY_INVITED: statusBadge(OUTCOME.alreadyInvited, 'neutral'),
  ALREADY_REGISTERED: statusBadge(OUTCOME.alreadyRegistered, 'neutral'),
  INVALID: statusBadge(OUTCOME.invalid, 'danger'),
};
const INVITED = statusBadge(OUTCOME.invited, 'success');

/** The row's badge; once the roster is applied, a row to invite has been invited. */
export function outcomeBadge(outcome: Outcome, applied: boolean): StatusBadge {
  return outcome === 'INVITE' && applied ? INVITED : BADGES[outcome];
}

// The counts of the summary line, each its own sentence so a language can agree its verb with the count.
const COUNTS = defineMessages({
  willBeInvited: {
    id: 'admin.invitations.rosterWords.countWillBeInvited',
    defaultMessage: '{count, plural, one {# will be invited} other {# will be invited}}',
  },
  invited: { id: 'admin.invitations.rosterWords.countInvited', defaultMessage: '{count, plural, one {# invited} other {# invited}}' },
  alreadyInvited: {
    id: 'admin.invitations.rosterWords.countAlreadyInvited',
    defaultMessage: '{count, plural, one {# already invited} other {# already invited}}',
  },
  alreadyRegistered: {
    id: 'admin.invitations.rosterWords.countAlreadyRegistered',
    defaultMessage: '{count, plural, one {# already registered} other {# already registered}}',
  },
  invalid: { id: 'admin.invitations.rosterWords.countInvalid', defaultMessage: '{count, plural, one {# invalid} other {# invalid}}' },
});

const COUNT_OF: Record<Outcome, MessageDescriptor> = {
  INVITE: COUNTS.willBeInvited,
  ALREADY_INVITED: COUNTS.alreadyInvited,
  ALREADY_REGISTERED: COUNTS.alreadyRegistered,
  INVALID: COUNTS.invalid,
};

export function outcomeCounts(rows: readonly { outcome: Outcome }[]): Record<Outcome, number> {
  const counts = Object.fromEntries(Object.values(RosterOutcome).map((outcome) => [outcome, 0])) as Record<Outcome, number>;
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}

/** '3 will be invited · 1 already invited · 2 invalid': the outcomes present, in a fixed order. */
export function outcomeSummary(intl: IntlShape, rows: readonly { outcome: Outcome }[], applied: boolean): string {
  const counts = outcomeCounts(rows);
  return Object.values(RosterOutcome)
    .filter((outcome) => counts[outcome] > 0)
    .map((outcome) => {
      const words: MessageDescriptor = outcome === 'INVITE' && applied ? COUNTS.invited : COUNT_OF[outcome];
      return intl.formatMessage(words, { count: counts[outcome] });
    })
    .join(' · ');
}

export const importLabel = (intl: IntlShape, count: number) =>
  intl.formatMessage(
    { id: 'admin.invitations.rosterWords.import', defaultMessage: 'Import {count, plural, one {# scholar} other {# scholars}}' },
    { count },
  );

const REPORT = defineMessages<{
  hasInvalid: { count: number };
  applied: { count: number };
  dryRun: { count: number };
  inviteTo: { applied: boolean; batchNo: number };
}>({
  hasInvalid: {
    id: 'admin.invitations.rosterWords.hasInvalid',
    defaultMessage: '{count} row(s) are invalid: nothing was imported. Fix them and import again.',
  },
  applied: { id: 'admin.invitations.rosterWords.applied', defaultMessage: '{count} scholar(s) invited.' },
  dryRun: {
    id: 'admin.invitations.rosterWords.dryRun',
    defaultMessage: '{count} scholar(s) will be invited. Nothing has been imported yet.',
  },
  inviteTo: {
    id: 'admin.invitations.rosterWords.inviteTo',
    defaultMessage: '{applied, select, true {Invited to batch {batchNo}} other {Will be invited to batch {batchNo}}}',
  },
});

/** The report's headline, from its rows: what is wrong, what was done, or what would be. */
export function reportTitle(intl: IntlShape, rows: readonly { outcome: Outcome }[], applied: boolean): string {
  const counts = outcomeCounts(rows);
  if (counts.INVALID) return intl.formatMessage(REPORT.hasInvalid, { count: counts.INVALID });
  return intl.formatMessage(applied ? REPORT.applied : REPORT.dryRun, { count: counts.INVITE });
}

type ProblemValues = Record<Exclude<RosterProblem, 'INACTIVE_BATCH' | 'DUPLICATE'>, NoMessageValues> & {
  INACTIVE_BATCH: { batchNo: number };
  DUPLICATE: { firstLine: number };
};

// Why a row is invalid, and an earlier invitation: in English as the provider says them.
const PROBLEM = defineMessages<ProblemValues>({
  SHAPE: { id: 'admin.invitations.rosterWords.problemShape', defaultMessage: 'Expected email,batchNo[,name]' },
  EMAIL: { id: 'admin.invitations.rosterWords.problemEmail', defaultMessage: 'Not an e-mail address' },
  BATCH: { id: 'admin.invitations.rosterWords.problemBatch', defaultMessage: 'batchNo must be a whole number of at least 1' },
  INACTIVE_BATCH: {
    id: 'admin.invitations.rosterWords.problemInactiveBatch',
    defaultMessage: 'Batch {batchNo} is not an active batch: add it in the programme settings first',
  },
  NAME_TOO_LONG: { id: 'admin.invitations.rosterWords.problemNameTooLong', defaultMessage: 'The name must be at most 200 characters' },
  DUPLICATE: {
    id: 'admin.invitations.rosterWords.problemDuplicate',
    defaultMessage: 'Listed twice: the same e-mail is on line {firstLine}',
  },
});

const EARLIER = defineMessages<{ toBatch: { batchNo: number }; asAdministrator: NoMessageValues }>({
  toBatch: { id: 'admin.invitations.rosterWords.alreadyInvitedTo', defaultMessage: 'Already invited to batch {batchNo}' },
  asAdministrator: {
    id: 'admin.invitations.rosterWords.alreadyInvitedAsAdministrator',
    defaultMessage: 'Already invited as an administrator',
  },
});

type Row = {
  outcome: Outcome;
  batchNo?: number | null;
  message: string;
  problem?: RosterProblem | null;
  firstLine?: number | null;
  invitedBatchNo?: number | null;
};

/** Why an INVALID row is, in words; null when the gateway gave no reason it knows, or not the value it needs. */
function problemWords(intl: IntlShape, { problem, batchNo, firstLine }: Row): string | null {
  if (problem === 'INACTIVE_BATCH') return batchNo ? intl.formatMessage(PROBLEM.INACTIVE_BATCH, { batchNo }) : null;
  if (problem === 'DUPLICATE') return firstLine ? intl.formatMessage(PROBLEM.DUPLICATE, { firstLine }) : null;
  return problem ? intl.formatMessage(PROBLEM[problem]) : null;
}

/**
 * A row's details, worded here from the row (its outcome, its batch, why it is invalid); the gateway's own words
 * (translated where known) only for a reason the row does not name.
 */
export function rowDetails(intl: IntlShape, words: (text: string) => string, row: Row, applied: boolean): string {
  if (row.outcome === 'INVITE' && row.batchNo) return intl.formatMessage(REPORT.inviteTo, { applied, batchNo: row.batchNo });
  if (row.outcome === 'ALREADY_REGISTERED') return intl.formatMessage(OUTCOME.alreadyRegistered);
  if (row.outcome === 'ALREADY_INVITED')
    return row.invitedBatchNo
      ? intl.formatMessage(EARLIER.toBatch, { batchNo: row.invitedBatchNo })
      : intl.formatMessage(EARLIER.asAdministrator);
  const reason = row.outcome === 'INVALID' ? problemWords(intl, row) : null;
  return reason ?? words(row.message);
}
