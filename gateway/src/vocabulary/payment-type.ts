import type { PaymentType } from '../generated/resolvers.js';

const LABELS: Record<PaymentType, string> = {
  UNIVERSITY_FEE: 'University fee',
  NHIF: 'NHIF',
};

/** A payment type as the spec's messages write it: 'University fee', 'NHIF'; an unknown one as the provider wrote it. */
export function paymentTypeLabel(type: string): string {
  return LABELS[type as PaymentType] ?? type;
}
