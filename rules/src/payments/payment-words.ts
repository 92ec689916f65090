// The payment screen's words that the web and the gateway both write (spec sections 3, 5 and 8).
export const PAYMENT_TYPE_LABELS = { UNIVERSITY_FEE: 'University fee', NHIF: 'NHIF' } as const;

export const CONTROL_NUMBER_EMPTY_MESSAGE = 'Control number cannot be empty';

/** A payment type as the spec's messages write it: 'University fee', 'NHIF'; an unknown one as it came. */
export function paymentTypeLabel(type: string): string {
  return (PAYMENT_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

/** Spec section 8: 'Failed to submit {type} payment', the type as labelled on the form. */
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
