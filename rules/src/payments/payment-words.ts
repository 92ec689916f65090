// The payment screen's words that the web and the gateway both write (docs/behaviour.md §3, §5 and §8).
export const PAYMENT_TYPE_LABELS = { UNIVERSITY_FEE: 'University fee', NHIF: 'NHIF' } as const;

export const CONTROL_NUMBER_EMPTY_MESSAGE = 'Control number cannot be empty';

/** The most a control number's bill may be for (the provider refuses more): far above any fee or cover the programme pays. */
export const MAX_AMOUNT_DUE_TZS = 100_000_000;
export const AMOUNT_DUE_INVALID = `Amount must be a whole number of TZS between 1 and ${MAX_AMOUNT_DUE_TZS.toLocaleString('en-US')}`;

/**
 * Why a bill's amount cannot be sent, or null: whole TZS from 1 to MAX_AMOUNT_DUE_TZS. What a reconciliation
 * compares the bank's amount with, so the form asks for it and the gateway checks it before the provider does.
 */
export function amountDueProblem(amountTzs: number): string | null {
  return Number.isSafeInteger(amountTzs) && amountTzs >= 1 && amountTzs <= MAX_AMOUNT_DUE_TZS ? null : AMOUNT_DUE_INVALID;
}

/** A payment type as the spec's messages write it: 'University fee', 'NHIF'; an unknown one as it came. */
export function paymentTypeLabel(type: string): string {
  return (PAYMENT_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

/** docs/behaviour.md §8: 'Failed to submit {type} payment', the type as labelled on the form. */
export function submitFailedMessage(paymentType: string): string {
  return `Failed to submit ${paymentTypeLabel(paymentType)} payment`;
}

export const SUBMITTED_DEFAULT = 'Control number submitted successfully';

// Why a control number cannot be submitted: the web says it before sending when the scholar's own history shows it,
// and the gateway says the same when the provider refuses (its 409 codes, payments/messages.ts).

/** The number is on another scholar's payment (any year, any type): most likely a typing mistake. */
export const CONTROL_NUMBER_TAKEN = 'This control number has already been submitted by another scholar. Check the number on your bill.';

/** The number is on another of the scholar's own payments; `year` as the portal writes it (2023-2024). */
export function controlNumberUsedMessage(paymentType: string, year: string): string {
  return `You have already used this control number for ${paymentTypeLabel(paymentType)} ${year}. Check the number on your bill.`;
}

/** A payment of the type and year that is paid or being processed keeps its control number. */
export const PAYMENT_COMPLETED_LOCKED = 'This payment has already been completed and cannot be changed.';
export const PAYMENT_PROCESSING_LOCKED =
  'This payment is already being processed and its control number cannot be changed. If the number is wrong, please contact support.';
