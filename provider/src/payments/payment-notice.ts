import { displayYear } from '../academic-year/year-rules.js';
import type { StudentNotice } from '../notify/notify-students.js';
import { paymentMail } from './mail-words.js';
import type { PaymentRow } from './payment-rules.js';

/** A payment's new status, to the student who submitted it. */
export function paymentNotice(
  payment: Pick<PaymentRow, 'userId' | 'paymentType' | 'paymentYear' | 'controlNumber' | 'status' | 'failureReason'>,
): StudentNotice {
  const facts = {
    paymentType: payment.paymentType,
    year: displayYear(payment.paymentYear),
    controlNumber: payment.controlNumber,
    status: payment.status,
    reason: payment.status === 'FAILED' ? payment.failureReason : null,
  };
  return { audience: { userId: payment.userId }, kind: 'payments', mail: (language) => paymentMail(facts, language) };
}
