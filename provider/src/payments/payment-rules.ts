import { INVALID_YEAR_MESSAGE, isProviderYear } from '../academic-year/year-rules.js';
import { PAYMENT_STATUSES, PAYMENT_TYPES, type payments } from '../db/schema.js';
import { typeAndYear } from './payment-desk-rules.js';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The most a control number's bill may be for: far above any fee or cover the programme pays. */
export const MAX_AMOUNT_DUE_TZS = 100_000_000;

export const PAYMENT_MESSAGES = {
  submitted: 'Control number submitted successfully',
  invalidControlNumber: 'Control number must be exactly 12 digits',
  invalidType: 'Payment type must be UNIVERSITY_FEE or NHIF',
  invalidAmount: `Amount must be a whole number of TZS between 1 and ${MAX_AMOUNT_DUE_TZS.toLocaleString('en-US')}`,
  alreadyPaid: 'This payment has already been completed and cannot be changed.',
  processing: 'This payment is already being processed and its control number cannot be changed.',
  taken: 'This control number has already been submitted by another scholar. Check the number on your bill.',
  used: (payment: Pick<PaymentRow, 'paymentType' | 'paymentYear'>) =>
    `You have already used this control number for ${typeAndYear(payment.paymentType, payment.paymentYear)}. Check the number on your bill.`,
  invalidStatus: 'Status must be UNPAID, PROCESSING, PAID or FAILED',
  statusUpdated: 'Payment status updated',
  notFound: 'Payment not found',
} as const;

/**
 * Why a submission is refused (409, with `code`): the number is on another scholar's payment (any year or type) or
 * on another of the caller's own; the payment of the type and year is paid or being processed.
 */
export const SUBMISSION_REFUSALS = ['CONTROL_NUMBER_TAKEN', 'CONTROL_NUMBER_USED', 'PAID', 'PROCESSING'] as const;
export type SubmissionRefusal = (typeof SUBMISSION_REFUSALS)[number];

export interface Submission {
  controlNumber: string;
  paymentType: PaymentType;
  paymentYear: string;
  /** What the bill is for, whole TZS; null or left out when the client did not say (the spec's body has no amount). */
  amountTzs?: number | null;
}

const isAmountDue = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_AMOUNT_DUE_TZS;

/**
 * POST /v2/payment/submit-controlNumber body: a 12-digit number (trimmed), a known type, a year (default the
 * programme's current one) and, when given, the bill's amount as a JSON integer (a string or a fraction is refused).
 */
export function parseSubmission(body: unknown, currentYear: string): { submission: Submission } | { problem: string } {
  const { controlNumber, paymentType, paymentYear, amountTzs } = (body ?? {}) as Record<string, unknown>;
  const number = typeof controlNumber === 'string' ? controlNumber.trim() : '';
  if (!/^\d{12}$/.test(number)) return { problem: PAYMENT_MESSAGES.invalidControlNumber };
  if (!PAYMENT_TYPES.includes(paymentType as PaymentType)) return { problem: PAYMENT_MESSAGES.invalidType };
  const year = paymentYear === undefined || paymentYear === null || paymentYear === '' ? currentYear : paymentYear;
  if (!isProviderYear(year)) return { problem: INVALID_YEAR_MESSAGE };
  const amount = amountTzs ?? null;
  if (amount !== null && !isAmountDue(amount)) return { problem: PAYMENT_MESSAGES.invalidAmount };
  return { submission: { controlNumber: number, paymentType: paymentType as PaymentType, paymentYear: year, amountTzs: amount } };
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return PAYMENT_STATUSES.includes(value as PaymentStatus);
}

/** A refused submission: another scholar's number comes alone; the caller's own payment in the way comes with it. */
export type Refused =
  { refused: 'CONTROL_NUMBER_TAKEN' } | { refused: Exclude<SubmissionRefusal, 'CONTROL_NUMBER_TAKEN'>; payment: PaymentRow };

/** The 409 answer of a refused submission: the reason in words, its code, and the caller's own payment in the way. */
export function refusalAnswer(outcome: Refused) {
  if (outcome.refused === 'CONTROL_NUMBER_TAKEN') return { message: PAYMENT_MESSAGES.taken, details: { code: outcome.refused } };
  const { refused, payment } = outcome;
  const message =
    refused === 'CONTROL_NUMBER_USED'
      ? PAYMENT_MESSAGES.used(payment)
      : refused === 'PAID'
        ? PAYMENT_MESSAGES.alreadyPaid
        : PAYMENT_MESSAGES.processing;
  return { message, details: { code: refused, payment: paymentView(payment) } };
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
    amountDueTzs: row.amountDueTzs,
  };
}
