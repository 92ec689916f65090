import { parseCsv } from '../csv/csv.js';
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

export const BANK_MESSAGES = {
  empty: 'The bank file is empty',
  tooLarge: `The bank file is larger than ${MAX_BANK_BYTES / 1024 / 1024} MB`,
  tooManyRows: `The bank file has more than ${MAX_BANK_ROWS} rows`,
  notText: 'Send the bank file as text/csv',
  malformed: 'The bank file has errors; nothing was applied',
  header: `The first line must be the header ${BANK_HEADER.join(',')}`,
  fieldCount: (found: number) => `Expected 3 values (${BANK_HEADER.join(',')}), found ${found}`,
  controlCharacters: 'The line contains control characters',
  controlNumber: 'controlNumber must be exactly 12 digits',
  amount: 'amount must be a whole number of TZS of at least 1, without decimals or separators',
  paidAt: 'paidAt must be a date such as 2025-03-14 or 2025-03-14T10:30:00+03:00',
  futurePaidAt: 'paidAt is in the future',
  repeated: (line: number) => `The control number is already on line ${line}`,
  dryRun: (matched: number) => `${matched} payment(s) would be marked PAID`,
  applied: (matched: number) => `${matched} payment(s) marked PAID`,
} as const;

export interface BankLine {
  line: number;
  controlNumber: string;
  amount: number;
  /** ISO 8601. */
  paidAt: string;
}

export interface LineError {
  line: number;
  message: string;
}

export type BankFile = { lines: BankLine[] } | { problem: string; errors: LineError[] };

/** A bank date: a calendar date (midnight UTC) or a moment with its offset; null when it is neither. */
export function parsePaidAt(text: string): Date | null {
  const moment = parseMoment(text, { dateOnly: true });
  return moment && moment.getUTCFullYear() >= 2000 ? moment : null;
}

/** The file's lines, or every reason it cannot be read (nothing of a file with one bad line is applied). */
export function parseBankFile(text: string, now: Date): BankFile {
  if (Buffer.byteLength(text, 'utf8') > MAX_BANK_BYTES) return { problem: BANK_MESSAGES.tooLarge, errors: [] };
  const parsed = parseCsv(text);
  if ('problem' in parsed) return { problem: BANK_MESSAGES.malformed, errors: [lineErrorOf(parsed.problem)] };
  const [header, ...rows] = parsed.rows;
  if (!header) return { problem: BANK_MESSAGES.empty, errors: [] };
  if (header.fields.map((field) => field.trim()).join(',') !== BANK_HEADER.join(','))
    return { problem: BANK_MESSAGES.malformed, errors: [{ line: header.line, message: BANK_MESSAGES.header }] };
  if (rows.length === 0) return { problem: BANK_MESSAGES.empty, errors: [] };
  if (rows.length > MAX_BANK_ROWS) return { problem: BANK_MESSAGES.tooManyRows, errors: [] };

  const lines: BankLine[] = [];
  const errors: LineError[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of rows) {
    const problem = (message: string) => errors.push({ line, message });
    if (fields.some((field) => hasControlCharacter(field, { oneLine: true }))) {
      problem(BANK_MESSAGES.controlCharacters);
      continue;
    }
    if (fields.length !== 3) {
      problem(BANK_MESSAGES.fieldCount(fields.length));
      continue;
    }
    const [controlNumber, amountText, paidAtText] = fields.map((field) => field.trim()) as [string, string, string];
    const amount = Number(amountText);
    const paidAt = parsePaidAt(paidAtText);
    if (!/^\d{12}$/.test(controlNumber)) problem(BANK_MESSAGES.controlNumber);
    else if (seen.has(controlNumber)) problem(BANK_MESSAGES.repeated(seen.get(controlNumber)!));
    if (!/^\d{1,10}$/.test(amountText) || amount < 1 || amount > MAX_AMOUNT) problem(BANK_MESSAGES.amount);
    if (!paidAt) problem(BANK_MESSAGES.paidAt);
    else if (paidAt.getTime() > now.getTime()) problem(BANK_MESSAGES.futurePaidAt);
    if (!seen.has(controlNumber)) seen.set(controlNumber, line);
    if (errors.at(-1)?.line !== line) lines.push({ line, controlNumber, amount, paidAt: paidAt!.toISOString() });
  }
  if (errors.length) return { problem: BANK_MESSAGES.malformed, errors: errors.slice(0, MAX_LINE_ERRORS) };
  return { lines };
}

function lineErrorOf(problem: string): LineError {
  const match = /^Line (\d+): (.*)$/.exec(problem);
  return match ? { line: Number(match[1]), message: match[2]! } : { line: 1, message: problem };
}

/** What reconciliation needs of a payment the file names. */
export interface Candidate {
  id: string;
  controlNumber: string;
  paymentType: PaymentType;
  paymentYear: string;
  status: string;
  flags: PaymentFlag[];
}

export type Classified<P> = BankLine & { payment?: P; reason?: string };

export interface Reconciliation<P> {
  matched: Classified<P>[];
  alreadyPaid: Classified<P>[];
  unmatched: Classified<P>[];
  conflicting: Classified<P>[];
}

/**
 * Each line's class for the chosen year and type: matched (one unpaid, unflagged payment: it will be PAID),
 * already paid, unmatched (no payment has the number) or conflicting (the number is another year's or type's,
 * flagged and unresolved, or on more than one scholar's payment), with the reason.
 */
export function reconcile<P extends Candidate>(lines: BankLine[], candidates: P[], year: string, type: PaymentType): Reconciliation<P> {
  const report: Reconciliation<P> = { matched: [], alreadyPaid: [], unmatched: [], conflicting: [] };
  const byNumber = new Map<string, P[]>();
  for (const candidate of candidates) byNumber.set(candidate.controlNumber, [...(byNumber.get(candidate.controlNumber) ?? []), candidate]);
  for (const line of lines) {
    const found = byNumber.get(line.controlNumber) ?? [];
    const wanted = found.filter((payment) => payment.paymentYear === year && payment.paymentType === type);
    const [only] = wanted;
    if (found.length === 0) report.unmatched.push(line);
    else if (!only) {
      const other = found[0]!;
      report.conflicting.push({
        ...line,
        payment: other,
        reason: `The control number is for ${typeAndYear(other.paymentType, other.paymentYear)}, not ${typeAndYear(type, year)}`,
      });
    } else if (wanted.length === 1 && only.status === 'PAID') report.alreadyPaid.push({ ...line, payment: only });
    else if (only.flags.length) report.conflicting.push({ ...line, payment: only, reason: DESK_MESSAGES.flagged(only.flags) });
    else if (wanted.length > 1)
      report.conflicting.push({ ...line, payment: only, reason: `More than one scholar submitted it for ${typeAndYear(type, year)}` });
    else report.matched.push({ ...line, payment: only });
  }
  return report;
}
