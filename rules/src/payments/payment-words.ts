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
