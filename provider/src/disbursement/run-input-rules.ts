import { isProviderYear } from '../academic-year/year-rules.js';
import { parseMoment } from '../dates/moments.js';
import { amountMessage, isAmountTzs } from '../programme/amount-rules.js';

// The bodies of the disbursement routes, read in words a person can act on: the routes validate nothing by schema
// (Fastify would turn "100" into 100), so a string, a fraction or a missing field is refused here.

export const MAX_REASON_LENGTH = 500;
export const MAX_BATCH_NO = 999_999;

export const INPUT_MESSAGES = {
  notAnObject: 'The request body must be a JSON object',
  instalmentRequired: "instalment is required: one of the programme's instalments, such as Semester 1",
  academicYear: 'academicYear must look like Y2024_2025',
  batchRequired: 'batchNo is required: a batch number, or null for every batch',
  batchNo: 'batchNo must be a whole number of at least 1, or null for every batch',
  amountTzs: amountMessage('amountTzs'),
  version: 'version must be the whole number the run was loaded with',
  excluded: 'excluded must be true or false',
  nothingAsked: 'Say what to change: amountTzs, excluded or both',
  reasonText: 'reason must be text',
  reasonTooLong: `The reason must be at most ${MAX_REASON_LENGTH} characters`,
  editReason: "A reason is required to change a scholar's row",
  cancelReason: 'A reason is required to cancel a run',
  failureReason: 'A reason is required to mark a transfer failed (the scholar reads it)',
  paidAt: 'paidAt must be a date and time such as 2025-02-01T09:00:00Z',
  paidAtFuture: 'paidAt cannot be in the future',
} as const;

type Problem = { problem: string };
type Fields = Record<string, unknown>;

export interface NewRun {
  /** As the officer sent it: run-creation.ts finds it in the programme's instalments. */
  instalment: string;
  academicYear: string;
  batchNo: number | null;
  /** Absent: the stipend amount of the programme settings. */
  amountTzs?: number;
}

export interface ItemEdit {
  version: number;
  amountTzs?: number;
  excluded?: boolean;
  reason: string;
}

const fieldsOf = (body: unknown): Fields | null =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Fields) : null;

const isVersion = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

function reasonOf(value: unknown, required: string): { reason: string } | Problem {
  if (value !== undefined && value !== null && typeof value !== 'string') return { problem: INPUT_MESSAGES.reasonText };
  const reason = typeof value === 'string' ? value.trim() : '';
  if (!reason) return { problem: required };
  if (reason.length > MAX_REASON_LENGTH) return { problem: INPUT_MESSAGES.reasonTooLong };
  return { reason };
}

/** POST /admin/disbursements. */
export function parseNewRun(body: unknown): NewRun | Problem {
  const fields = fieldsOf(body);
  if (!fields) return { problem: INPUT_MESSAGES.notAnObject };
  const instalment = typeof fields.instalment === 'string' ? fields.instalment.trim() : '';
  if (!instalment) return { problem: INPUT_MESSAGES.instalmentRequired };
  if (!isProviderYear(fields.academicYear)) return { problem: INPUT_MESSAGES.academicYear };
  const { batchNo, amountTzs } = fields;
  if (batchNo === undefined) return { problem: INPUT_MESSAGES.batchRequired };
  if (batchNo !== null && !(typeof batchNo === 'number' && Number.isInteger(batchNo) && batchNo >= 1 && batchNo <= MAX_BATCH_NO))
    return { problem: INPUT_MESSAGES.batchNo };
  const run: NewRun = { instalment, academicYear: fields.academicYear, batchNo };
  if (amountTzs === undefined || amountTzs === null) return run;
  if (!isAmountTzs(amountTzs)) return { problem: INPUT_MESSAGES.amountTzs };
  return { ...run, amountTzs };
}

/** PUT /admin/disbursements/:id/items/:studentId: an amount, an exclusion or both, always with a reason. */
export function parseItemEdit(body: unknown): ItemEdit | Problem {
  const fields = fieldsOf(body);
  if (!fields) return { problem: INPUT_MESSAGES.notAnObject };
  if (!isVersion(fields.version)) return { problem: INPUT_MESSAGES.version };
  const { amountTzs, excluded } = fields;
  if (amountTzs !== undefined && !isAmountTzs(amountTzs)) return { problem: INPUT_MESSAGES.amountTzs };
  if (excluded !== undefined && typeof excluded !== 'boolean') return { problem: INPUT_MESSAGES.excluded };
  if (amountTzs === undefined && excluded === undefined) return { problem: INPUT_MESSAGES.nothingAsked };
  const reason = reasonOf(fields.reason, INPUT_MESSAGES.editReason);
  if ('problem' in reason) return reason;
  return {
    version: fields.version,
    ...(amountTzs === undefined ? {} : { amountTzs }),
    ...(excluded === undefined ? {} : { excluded }),
    reason: reason.reason,
  };
}

/** POST /admin/disbursements/:id/approve. */
export function parseVersionOnly(body: unknown): { version: number } | Problem {
  const fields = fieldsOf(body);
  if (!fields) return { problem: INPUT_MESSAGES.notAnObject };
  return isVersion(fields.version) ? { version: fields.version } : { problem: INPUT_MESSAGES.version };
}

/** POST /admin/disbursements/:id/cancel. */
export function parseCancel(body: unknown): { version: number; reason: string } | Problem {
  const version = parseVersionOnly(body);
  if ('problem' in version) return version;
  const reason = reasonOf((body as Fields).reason, INPUT_MESSAGES.cancelReason);
  return 'problem' in reason ? reason : { ...version, ...reason };
}

/** POST /admin/disbursements/:id/paid: when the bank paid, now when not said, never in the future. */
export function parsePaid(body: unknown, now: Date): { version: number; paidAt: Date } | Problem {
  const version = parseVersionOnly(body);
  if ('problem' in version) return version;
  const given = (body as Fields).paidAt;
  if (given === undefined || given === null) return { ...version, paidAt: now };
  // A date and a time with its zone: a bare date would be read in the server's zone.
  const paidAt = typeof given === 'string' ? parseMoment(given, { dateOnly: false }) : null;
  if (!paidAt) return { problem: INPUT_MESSAGES.paidAt };
  if (paidAt.getTime() > now.getTime()) return { problem: INPUT_MESSAGES.paidAtFuture };
  return { ...version, paidAt };
}

/** PUT /admin/disbursements/:id/items/:studentId/failed. */
export function parseFailure(body: unknown): { reason: string } | Problem {
  const fields = fieldsOf(body);
  if (!fields) return { problem: INPUT_MESSAGES.notAnObject };
  return reasonOf(fields.reason, INPUT_MESSAGES.failureReason);
}
