import { displayYear } from '../academic-year/year-rules.js';
import { PREFERENCE_FOOTER, type StudentNotice } from '../notify/notify-students.js';
import type { PaymentRow } from './payment-rules.js';

// The words the portal shows for each status (spec section 4).
const STATUS_WORDS: Record<PaymentRow['status'], string> = {
  UNPAID: 'pending',
  PAID: 'completed',
  PROCESSING: 'processing',
  FAILED: 'failed',
};
const TYPE_WORDS: Record<PaymentRow['paymentType'], string> = { UNIVERSITY_FEE: 'university fee', NHIF: 'NHIF' };

/** A payment's new status, to the student who submitted it. */
export function paymentNotice(
  payment: Pick<PaymentRow, 'userId' | 'paymentType' | 'paymentYear' | 'controlNumber' | 'status' | 'failureReason'>,
): StudentNotice {
  const year = displayYear(payment.paymentYear);
  const reason = payment.status === 'FAILED' && payment.failureReason ? `\n\nReason: ${payment.failureReason}` : '';
  return {
    audience: { userId: payment.userId },
    kind: 'payments',
    subject: `Payment ${STATUS_WORDS[payment.status]}: control number ${payment.controlNumber}`,
    text:
      `The status of your ${TYPE_WORDS[payment.paymentType]} payment for ${year} (control number ${payment.controlNumber}) ` +
      `is now ${STATUS_WORDS[payment.status]}.${reason}\n\nSee the details in the portal under Payments.${PREFERENCE_FOOTER}`,
  };
}
