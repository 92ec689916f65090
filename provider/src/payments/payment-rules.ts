import { INVALID_YEAR_MESSAGE, isProviderYear } from '../academic-year/year-rules.js';
import { PAYMENT_STATUSES, PAYMENT_TYPES, type payments } from '../db/schema.js';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_MESSAGES = {
  submitted: 'Control number submitted successfully',
  invalidControlNumber: 'Control number must be exactly 12 digits',
  invalidType: 'Payment type must be UNIVERSITY_FEE or NHIF',
  alreadyPaid: 'This payment has already been completed and cannot be changed.',
  invalidStatus: 'Status must be UNPAID, PROCESSING, PAID or FAILED',
  statusUpdated: 'Payment status updated',
  notFound: 'Payment not found',
} as const;

export interface Submission {
  controlNumber: string;
  paymentType: PaymentType;
  paymentYear: string;
}

/** POST /v2/payment/submit-controlNumber body: a 12-digit number (trimmed), a known type, a year (default the programme's current one). */
export function parseSubmission(body: unknown, currentYear: string): { submission: Submission } | { problem: string } {
  const { controlNumber, paymentType, paymentYear } = (body ?? {}) as Record<string, unknown>;
  const number = typeof controlNumber === 'string' ? controlNumber.trim() : '';
  if (!/^\d{12}$/.test(number)) return { problem: PAYMENT_MESSAGES.invalidControlNumber };
  if (!PAYMENT_TYPES.includes(paymentType as PaymentType)) return { problem: PAYMENT_MESSAGES.invalidType };
  const year = paymentYear === undefined || paymentYear === null || paymentYear === '' ? currentYear : paymentYear;
  if (!isProviderYear(year)) return { problem: INVALID_YEAR_MESSAGE };
  return { submission: { controlNumber: number, paymentType: paymentType as PaymentType, paymentYear: year } };
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return PAYMENT_STATUSES.includes(value as PaymentStatus);
}

/** GET /v2/payment/history item and the `data` of a submission. */
export function paymentView(row: PaymentRow) {
  return {
    id: row.id,
    controlNumber: row.controlNumber,
    paymentType: row.paymentType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paymentYear: row.paymentYear,
    failureReason: row.failureReason,
  };
}
