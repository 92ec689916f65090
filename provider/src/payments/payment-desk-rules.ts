import { displayYear, isProviderYear } from '../academic-year/year-rules.js';
import { PAYMENT_STATUSES, PAYMENT_TYPES } from '../db/schema.js';
import type { PaymentStatus, PaymentType } from './payment-rules.js';

// The payments desk (/admin/payments): what an officer may ask for and the words of its refusals.

/** DUPLICATE: another scholar submitted the same number. REUSED: the number is on a row of another academic year. */
export const PAYMENT_FLAGS = ['DUPLICATE', 'REUSED'] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];

export const MAX_REASON_LENGTH = 500;
export const MAX_NOTE_LENGTH = 500;
/** A bulk change is one officer's selection of a page (pages hold at most 100 rows). */
export const MAX_BULK_IDS = 100;

const FLAG_WORDS: Record<PaymentFlag, string> = {
  DUPLICATE: 'submitted by another scholar',
  REUSED: 'used in another academic year',
};
const TYPE_LABELS: Record<PaymentType, string> = { UNIVERSITY_FEE: 'University fee', NHIF: 'NHIF' };

export const flagWords = (flags: readonly PaymentFlag[]) => flags.map((flag) => FLAG_WORDS[flag]).join(' and ');
export const typeAndYear = (type: PaymentType, year: string) => `${TYPE_LABELS[type]} ${displayYear(year)}`;

export const DESK_MESSAGES = {
  invalidStatus: 'Status must be UNPAID, PROCESSING, PAID or FAILED',
  invalidExpected: 'expectedStatus must be UNPAID, PROCESSING, PAID or FAILED',
  reasonRequired: 'A reason is required to mark a payment FAILED',
  reasonTooLong: `The reason must be at most ${MAX_REASON_LENGTH} characters`,
  stale: 'The payment status was changed by someone else since you loaded it. Reload and try again.',
  flagged: (flags: readonly PaymentFlag[]) =>
    `This control number is flagged (${flagWords(flags)}): resolve the flag before marking it PAID.`,
  noteRequired: 'A note is required to resolve a flag',
  noteTooLong: `The note must be at most ${MAX_NOTE_LENGTH} characters`,
  nothingToResolve: 'This control number has no flag to resolve',
  resolved: 'Flag resolved',
  idsRequired: 'ids must be a list of at least one payment id',
  tooManyIds: `At most ${MAX_BULK_IDS} payments can be changed at once`,
  unchanged: 'The payment already has this status',
  changed: 'Payment status updated',
  bulkDone: (changed: number, total: number) => `${changed} of ${total} payment(s) updated`,
  notFound: 'Payment not found',
  invalidType: 'type must be one of UNIVERSITY_FEE, NHIF',
  invalidYear: 'year must look like Y2024_2025',
  invalidBatch: 'batchNo must be a whole number of at least 1',
  invalidFlagged: 'flagged must be true or false',
} as const;

/**
 * Why a status change is refused, for a client to word: PAID while a flag is unresolved (FLAGGED, with the flags), or
 * a status that moved since the officer saw it (STALE); the English follows from the code.
 */
export const STATUS_REFUSALS = ['FLAGGED', 'STALE'] as const;
export type StatusRefusal = { refusal: 'FLAGGED'; flags: PaymentFlag[] } | { refusal: 'STALE' };
export const refusalWords = (refused: StatusRefusal) =>
  refused.refusal === 'FLAGGED' ? DESK_MESSAGES.flagged(refused.flags) : DESK_MESSAGES.stale;

export const isPaymentType = (value: unknown): value is PaymentType => PAYMENT_TYPES.includes(value as PaymentType);
const isStatus = (value: unknown): value is PaymentStatus => PAYMENT_STATUSES.includes(value as PaymentStatus);

export interface DeskFilter {
  year: string;
  type?: PaymentType;
  batchNo?: number;
  status?: PaymentStatus;
  flagged?: boolean;
  search?: string;
}

export type DeskQuery = Partial<Record<'year' | 'type' | 'batchNo' | 'status' | 'flagged' | 'search', string>>;

/** GET /admin/payments and /admin/payments/missing: the filters asked for (empty means any), or why not. */
export function parseDeskQuery(query: DeskQuery, currentYear: string): { filter: DeskFilter } | { problem: string } {
  const given = (key: keyof DeskQuery) => query[key]?.trim() || undefined;
  const filter: DeskFilter = { year: given('year') ?? currentYear };
  if (!isProviderYear(filter.year)) return { problem: DESK_MESSAGES.invalidYear };
  const type = given('type');
  if (type !== undefined) {
    if (!isPaymentType(type)) return { problem: DESK_MESSAGES.invalidType };
    filter.type = type;
  }
  const batchNo = given('batchNo');
  if (batchNo !== undefined) {
    if (!/^\d{1,6}$/.test(batchNo) || Number(batchNo) < 1) return { problem: DESK_MESSAGES.invalidBatch };
    filter.batchNo = Number(batchNo);
  }
  const status = given('status');
  if (status !== undefined) {
    if (!isStatus(status)) return { problem: DESK_MESSAGES.invalidStatus };
    filter.status = status;
  }
  const flagged = given('flagged');
  if (flagged !== undefined) {
    if (flagged !== 'true' && flagged !== 'false') return { problem: DESK_MESSAGES.invalidFlagged };
    if (flagged === 'true') filter.flagged = true;
  }
  const search = given('search');
  if (search) filter.search = search;
  return { filter };
}

export interface PaymentStatusChange {
  status: PaymentStatus;
  /** Kept for FAILED (the scholar reads it); for another status it is the officer's note in the audit log. */
  reason: string | null;
  expected?: PaymentStatus;
}

/** PUT /admin/payments/:id/status and the bulk change: a reason is required for FAILED. */
export function parsePaymentStatusChange(body: unknown): PaymentStatusChange | { problem: string } {
  const { status, reason, expectedStatus } = (body ?? {}) as Record<string, unknown>;
  if (!isStatus(status)) return { problem: DESK_MESSAGES.invalidStatus };
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (status === 'FAILED' && !text) return { problem: DESK_MESSAGES.reasonRequired };
  if (text.length > MAX_REASON_LENGTH) return { problem: DESK_MESSAGES.reasonTooLong };
  if (expectedStatus !== undefined && expectedStatus !== null && !isStatus(expectedStatus))
    return { problem: DESK_MESSAGES.invalidExpected };
  return { status, reason: text || null, ...(isStatus(expectedStatus) ? { expected: expectedStatus } : {}) };
}

/** POST /admin/payments/status: a list of distinct ids (capped) and one change for all of them. */
export function parseBulkChange(body: unknown): { ids: string[]; change: PaymentStatusChange } | { problem: string } {
  const { ids, status, reason } = (body ?? {}) as Record<string, unknown>;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string' && id.trim() !== ''))
    return { problem: DESK_MESSAGES.idsRequired };
  const distinct = [...new Set(ids.map((id: string) => id.trim()))];
  if (distinct.length > MAX_BULK_IDS) return { problem: DESK_MESSAGES.tooManyIds };
  const change = parsePaymentStatusChange({ status, reason });
  if ('problem' in change) return change;
  return { ids: distinct, change };
}

export function parseResolutionNote(body: unknown): { note: string } | { problem: string } {
  const { note } = (body ?? {}) as Record<string, unknown>;
  const text = typeof note === 'string' ? note.trim() : '';
  if (!text) return { problem: DESK_MESSAGES.noteRequired };
  if (text.length > MAX_NOTE_LENGTH) return { problem: DESK_MESSAGES.noteTooLong };
  return { note: text };
}

/** The flags a row shows: none once an officer resolved them. */
export function activeFlags(found: { duplicate: boolean; reused: boolean }, resolved: boolean): PaymentFlag[] {
  if (resolved) return [];
  return PAYMENT_FLAGS.filter((flag) => (flag === 'DUPLICATE' ? found.duplicate : found.reused));
}
