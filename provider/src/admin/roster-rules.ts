import type { CsvRow } from '../csv/csv.js';
import { isEmail, normalizeEmail } from '../users/email-rules.js';
import { MAX_TEXT_LENGTH } from '../http/schemas.js';

// A roster import (POST /admin/students/import): one row per scholar, `email,batchNo[,name]`, an optional
// header row. Each row gets an outcome before anything is written; one INVALID row stops the whole import.
export const ROSTER_OUTCOMES = ['INVITE', 'ALREADY_INVITED', 'ALREADY_REGISTERED', 'INVALID'] as const;
export type RosterOutcome = (typeof ROSTER_OUTCOMES)[number];

// Why a row is INVALID, for a client to word in its reader's language; the row's message says it in English.
export const ROSTER_PROBLEMS = ['SHAPE', 'EMAIL', 'BATCH', 'INACTIVE_BATCH', 'NAME_TOO_LONG', 'DUPLICATE'] as const;
export type RosterProblem = (typeof ROSTER_PROBLEMS)[number];

export const MAX_ROSTER_ROWS = 5000;

export const ROSTER_MESSAGES = {
  empty: 'The roster is empty: write one scholar per line as email,batchNo[,name]',
  tooMany: `A roster may hold at most ${MAX_ROSTER_ROWS} rows: split it into smaller files`,
  shape: 'Expected email,batchNo[,name]',
  email: 'Not an e-mail address',
  batch: 'batchNo must be a whole number of at least 1',
  name: `The name must be at most ${MAX_TEXT_LENGTH} characters`,
  inactiveBatch: (batchNo: number) => `Batch ${batchNo} is not an active batch: add it in the programme settings first`,
  duplicate: (line: number) => `Listed twice: the same e-mail is on line ${line}`,
  invite: (batchNo: number) => `Will be invited to batch ${batchNo}`,
  invited: (batchNo: number) => `Invited to batch ${batchNo}`,
  alreadyInvited: (batchNo: number | null) => (batchNo ? `Already invited to batch ${batchNo}` : 'Already invited as an administrator'),
  alreadyRegistered: 'Already registered',
  hasInvalid: (count: number) => `${count} row(s) are invalid: nothing was imported. Fix them and import again.`,
  applied: (count: number) => `${count} scholar(s) invited.`,
  dryRun: (count: number) => `${count} scholar(s) will be invited. Nothing has been imported yet.`,
} as const;

export interface RosterLine {
  line: number;
  email: string;
  batchNo: number | null;
  name: string | null;
  /** Why the row cannot be imported, whatever the database holds. */
  problem?: RosterProblem;
  /** DUPLICATE: the line the e-mail is first listed on. */
  firstLine?: number;
}

export interface RosterRow extends RosterLine {
  outcome: RosterOutcome;
  message: string;
  /** ALREADY_INVITED: the batch of the earlier invitation; null when invited as an administrator. */
  invitedBatchNo?: number | null;
}

// Each problem's English: a row's message is derived from its code, so the two never disagree.
const PROBLEM_MESSAGES: Record<RosterProblem, (row: RosterLine) => string> = {
  SHAPE: () => ROSTER_MESSAGES.shape,
  EMAIL: () => ROSTER_MESSAGES.email,
  BATCH: () => ROSTER_MESSAGES.batch,
  INACTIVE_BATCH: (row) => ROSTER_MESSAGES.inactiveBatch(row.batchNo!),
  NAME_TOO_LONG: () => ROSTER_MESSAGES.name,
  DUPLICATE: (row) => ROSTER_MESSAGES.duplicate(row.firstLine!),
};

const isHeader = (row: CsvRow) => row.fields[0]?.trim().toLowerCase() === 'email';

/** The roster's rows read on their own: shape, e-mail, batch, name, and an e-mail listed twice. */
export function readRoster(rows: readonly CsvRow[], activeBatches: readonly number[]): RosterLine[] {
  const body = rows.length > 0 && isHeader(rows[0]!) ? rows.slice(1) : rows;
  const firstLines = new Map<string, number>();
  return body.map(({ line, fields }) => {
    const [rawEmail = '', rawBatch = '', rawName = ''] = fields.map((field) => field.trim());
    const email = normalizeEmail(rawEmail);
    const batchNo = /^\d{1,6}$/.test(rawBatch) && Number(rawBatch) >= 1 ? Number(rawBatch) : null;
    const name = rawName || null;
    const read: RosterLine = { line, email: email || rawEmail, batchNo, name };
    const firstLine = firstLines.get(email);
    const problem: RosterProblem | undefined =
      fields.length < 2 || fields.length > 3
        ? 'SHAPE'
        : !isEmail(email)
          ? 'EMAIL'
          : batchNo === null
            ? 'BATCH'
            : !activeBatches.includes(batchNo)
              ? 'INACTIVE_BATCH'
              : name && name.length > MAX_TEXT_LENGTH
                ? 'NAME_TOO_LONG'
                : firstLine !== undefined
                  ? 'DUPLICATE'
                  : undefined;
    if (isEmail(email) && firstLine === undefined) firstLines.set(email, line);
    if (problem === 'DUPLICATE') return { ...read, problem, firstLine };
    return problem ? { ...read, problem } : read;
  });
}

export interface Known {
  /** E-mails with an account that finished sign-up. */
  registered: ReadonlySet<string>;
  /** E-mails already invited, with the batch they were invited to (null: as an administrator). */
  invited: ReadonlyMap<string, number | null>;
}

/** A row whose e-mail is already invited, to `invitedBatchNo` (null: as an administrator). */
export const alreadyInvited = (row: RosterLine, invitedBatchNo: number | null): RosterRow => ({
  ...row,
  outcome: 'ALREADY_INVITED',
  message: ROSTER_MESSAGES.alreadyInvited(invitedBatchNo),
  invitedBatchNo,
});

/** Each row's outcome, given who is already registered or invited. */
export function rosterOutcomes(lines: readonly RosterLine[], known: Known): RosterRow[] {
  return lines.map((row) => {
    if (row.problem) return { ...row, outcome: 'INVALID', message: PROBLEM_MESSAGES[row.problem](row) };
    if (known.registered.has(row.email)) return { ...row, outcome: 'ALREADY_REGISTERED', message: ROSTER_MESSAGES.alreadyRegistered };
    if (known.invited.has(row.email)) return alreadyInvited(row, known.invited.get(row.email)!);
    return { ...row, outcome: 'INVITE', message: ROSTER_MESSAGES.invite(row.batchNo!) };
  });
}
