import { MISPLACED_QUOTE, parseCsv, UNCLOSED_QUOTE } from '../csv/csv.js';
import { hasControlCharacter } from '../http/control-characters.js';
import { parseMoment } from '../dates/moments.js';
import type { PaymentType } from './payment-rules.js';
import { DESK_MESSAGES, typeAndYear, type PaymentFlag } from './payment-desk-rules.js';

// The bank's CSV of paid control numbers (controlNumber,amount,paidAt), read and sorted into what a
// reconciliation would do with each line. Pure: the route brings the payments the numbers name.

export const BANK_HEADER = ['controlNumber', 'amount', 'paidAt'] as const;
export const MAX_BANK_BYTES = 1024 * 1024;
export const MAX_BANK_ROWS = 5000;
/** The most line errors one answer lists: a file wrong throughout is not sent back whole. */
export const MAX_LINE_ERRORS = 100;
// A payment in TZS fits the database's integer column with room to spare.
const MAX_AMOUNT = 2_000_000_000;

/** Why a bank file is refused whole: empty, too large, too many rows, or lines that cannot be read (LINE_ERRORS). */
export const FILE_PROBLEM_WORDS = {
  EMPTY: 'The bank file is empty',
  TOO_LARGE: `The bank file is larger than ${MAX_BANK_BYTES / 1024 / 1024} MB`,
  TOO_MANY_ROWS: `The bank file has more than ${MAX_BANK_ROWS} rows`,
  LINE_ERRORS: 'The bank file has errors; nothing was applied',
} as const;
export type FileProblem = keyof typeof FILE_PROBLEM_WORDS;
export const FILE_PROBLEMS = Object.keys(FILE_PROBLEM_WORDS) as FileProblem[];

export const BANK_MESSAGES = {
  notText: 'Send the bank file as text/csv',
  dryRun: (matched: number) => `${matched} payment(s) would be marked PAID`,
  applied: (matched: number) => `${matched} payment(s) marked PAID`,
} as const;

/**
 * Why a line cannot be read: one code per check of the reader, with the value the check names, so a client can
 * word it in its reader's language; the English the answer also carries follows from it (LINE_WORDS).
 */
export type LineProblem =
  | {
      problem:
        'HEADER' | 'UNCLOSED_QUOTE' | 'MISPLACED_QUOTE' | 'CONTROL_CHARACTERS' | 'CONTROL_NUMBER' | 'AMOUNT' | 'PAID_AT' | 'FUTURE_PAID_AT';
    }
  | { problem: 'VALUE_COUNT'; valueCount: number }
  | { problem: 'REPEATED'; firstLine: number };

const LINE_WORDS: { [P in LineProblem['problem']]: (found: LineProblem & { problem: P }) => string } = {
  HEADER: () => `The first line must be the header ${BANK_HEADER.join(',')}`,
  UNCLOSED_QUOTE: () => UNCLOSED_QUOTE,
  MISPLACED_QUOTE: () => MISPLACED_QUOTE,
  CONTROL_CHARACTERS: () => 'The line contains control characters',
  VALUE_COUNT: ({ valueCount }) => `Expected 3 values (${BANK_HEADER.join(',')}), found ${valueCount}`,
  CONTROL_NUMBER: () => 'controlNumber must be exactly 12 digits',
  REPEATED: ({ firstLine }) => `The control number is already on line ${firstLine}`,
  AMOUNT: () => 'amount must be a whole number of TZS of at least 1, without decimals or separators',
  PAID_AT: () => 'paidAt must be a date such as 2025-03-14 or 2025-03-14T10:30:00+03:00',
  FUTURE_PAID_AT: () => 'paidAt is in the future',
};
export const LINE_PROBLEMS = Object.keys(LINE_WORDS) as LineProblem['problem'][];

export interface BankLine {
  line: number;
  controlNumber: string;
  amount: number;
  /** ISO 8601. */
  paidAt: string;
}

export type LineError = LineProblem & { line: number; message: string };

const lineError = (line: number, found: LineProblem): LineError => ({
  line,
  ...found,
  message: (LINE_WORDS[found.problem] as (found: LineProblem) => string)(found),
});

export type BankFile = { lines: BankLine[] } | { problem: FileProblem; errors: LineError[] };

/** A bank date: a calendar date (midnight UTC) or a moment with its offset; null when it is neither. */
export function parsePaidAt(text: string): Date | null {
  const moment = parseMoment(text, { dateOnly: true });
  return moment && moment.getUTCFullYear() >= 2000 ? moment : null;
}

/** The file's lines, or every reason it cannot be read (nothing of a file with one bad line is applied). */
export function parseBankFile(text: string, now: Date): BankFile {
  if (Buffer.byteLength(text, 'utf8') > MAX_BANK_BYTES) return { problem: 'TOO_LARGE', errors: [] };
  const parsed = parseCsv(text);
  if ('problem' in parsed) return { problem: 'LINE_ERRORS', errors: [lineError(parsed.line, { problem: parsed.code })] };
  const [header, ...rows] = parsed.rows;
  if (!header) return { problem: 'EMPTY', errors: [] };
  if (header.fields.map((field) => field.trim()).join(',') !== BANK_HEADER.join(','))
    return { problem: 'LINE_ERRORS', errors: [lineError(header.line, { problem: 'HEADER' })] };
  if (rows.length === 0) return { problem: 'EMPTY', errors: [] };
  if (rows.length > MAX_BANK_ROWS) return { problem: 'TOO_MANY_ROWS', errors: [] };

  const lines: BankLine[] = [];
  const errors: LineError[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of rows) {
    const problem = (found: LineProblem) => errors.push(lineError(line, found));
    if (fields.some((field) => hasControlCharacter(field, { oneLine: true }))) {
      problem({ problem: 'CONTROL_CHARACTERS' });
      continue;
    }
    if (fields.length !== 3) {
      problem({ problem: 'VALUE_COUNT', valueCount: fields.length });
      continue;
    }
    const [controlNumber, amountText, paidAtText] = fields.map((field) => field.trim()) as [string, string, string];
    const amount = Number(amountText);
    const paidAt = parsePaidAt(paidAtText);
    if (!/^\d{12}$/.test(controlNumber)) problem({ problem: 'CONTROL_NUMBER' });
    else if (seen.has(controlNumber)) problem({ problem: 'REPEATED', firstLine: seen.get(controlNumber)! });
    if (!/^\d{1,10}$/.test(amountText) || amount < 1 || amount > MAX_AMOUNT) problem({ problem: 'AMOUNT' });
    if (!paidAt) problem({ problem: 'PAID_AT' });
    else if (paidAt.getTime() > now.getTime()) problem({ problem: 'FUTURE_PAID_AT' });
    if (!seen.has(controlNumber)) seen.set(controlNumber, line);
    if (errors.at(-1)?.line !== line) lines.push({ line, controlNumber, amount, paidAt: paidAt!.toISOString() });
  }
  if (errors.length) return { problem: 'LINE_ERRORS', errors: errors.slice(0, MAX_LINE_ERRORS) };
  return { lines };
}

/** What reconciliation needs of a payment the file names. */
export interface Candidate {
  id: string;
  controlNumber: string;
  paymentType: PaymentType;
  paymentYear: string;
  status: string;
  flags: PaymentFlag[];
  /** What the bill is for, whole TZS; null when the scholar did not say (rows from before it was asked). */
  amountDueTzs: number | null;
}

/**
 * Why a line of the chosen year and type conflicts: its number is on a payment of another type or year
 * (OTHER_PAYMENT), flagged and unresolved (FLAGGED), on more than one scholar's payment (SHARED), or the bank paid
 * another amount than the bill is for (AMOUNT_MISMATCH). The values each names are the line's (its amount), the
 * line's payment (its type, year, flags and amount due) and the reconciliation's year and type.
 */
export const CONFLICTS = ['OTHER_PAYMENT', 'FLAGGED', 'SHARED', 'AMOUNT_MISMATCH'] as const;
export type Conflict = (typeof CONFLICTS)[number];

/**
 * A line and its class's facts. A matched line says whether its amount was compared: `amountUnchecked` when its
 * payment has no amount due on record, so the bank's amount is taken as it comes (the officer sees it in the dry run).
 */
export type Classified<P> = BankLine & { payment?: P; conflict?: Conflict; reason?: string; amountUnchecked?: boolean };

export interface Reconciliation<P> {
  matched: Classified<P>[];
  alreadyPaid: Classified<P>[];
  unmatched: Classified<P>[];
  conflicting: Classified<P>[];
}

const tzs = (amount: number) => `TZS ${amount.toLocaleString('en-US')}`;

/** A conflict's reason in words, from its code. */
function conflictWords(conflict: Conflict, line: BankLine, payment: Candidate, year: string, type: PaymentType): string {
  if (conflict === 'OTHER_PAYMENT')
    return `The control number is for ${typeAndYear(payment.paymentType, payment.paymentYear)}, not ${typeAndYear(type, year)}`;
  if (conflict === 'FLAGGED') return DESK_MESSAGES.flagged(payment.flags);
  // Only a payment with an amount due is ever in this conflict.
  if (conflict === 'AMOUNT_MISMATCH') return `The bank paid ${tzs(line.amount)} but the bill is for ${tzs(payment.amountDueTzs!)}`;
  return `More than one scholar submitted it for ${typeAndYear(type, year)}`;
}

/**
 * Each line's class for the chosen year and type: matched (one unpaid, unflagged payment whose bill is for the amount
 * paid, or whose amount due is not known: it will be PAID), already paid, unmatched (no payment has the number) or
 * conflicting, with the conflict and its reason. A line paying another amount than the bill is never matched: 1 TZS
 * does not settle a bill of 1,250,000.
 */
export function reconcile<P extends Candidate>(lines: BankLine[], candidates: P[], year: string, type: PaymentType): Reconciliation<P> {
  const report: Reconciliation<P> = { matched: [], alreadyPaid: [], unmatched: [], conflicting: [] };
  const byNumber = new Map<string, P[]>();
  for (const candidate of candidates) byNumber.set(candidate.controlNumber, [...(byNumber.get(candidate.controlNumber) ?? []), candidate]);
  for (const line of lines) {
    const found = byNumber.get(line.controlNumber) ?? [];
    const wanted = found.filter((payment) => payment.paymentYear === year && payment.paymentType === type);
    const [only] = wanted;
    const conflicting = (payment: P, conflict: Conflict) =>
      report.conflicting.push({ ...line, payment, conflict, reason: conflictWords(conflict, line, payment, year, type) });
    if (found.length === 0) report.unmatched.push(line);
    else if (!only) conflicting(found[0]!, 'OTHER_PAYMENT');
    else if (wanted.length === 1 && only.status === 'PAID') report.alreadyPaid.push({ ...line, payment: only });
    else if (only.flags.length) conflicting(only, 'FLAGGED');
    else if (wanted.length > 1) conflicting(only, 'SHARED');
    else if (only.amountDueTzs !== null && only.amountDueTzs !== line.amount) conflicting(only, 'AMOUNT_MISMATCH');
    else report.matched.push({ ...line, payment: only, amountUnchecked: only.amountDueTzs === null });
  }
  return report;
}
