import type { PaymentRow } from '../payments/payment-rules.js';
import type { StudentNotice } from './notify.js';

// The e-mails that notification preferences govern. Each says where to turn it off.
const FOOTER = '\n\nYou receive this because notifications are on in Settings > Notifications of the Nuru Yangu Scholarship Portal.';

/** A new announcement, to its batch (or everyone when it has none). */
export function announcementNotice(announcement: { title: string; content: string; batchNo: number | null }): StudentNotice {
  return {
    audience: { batchNo: announcement.batchNo },
    kind: 'announcements',
    subject: `New announcement: ${announcement.title}`,
    text: `${announcement.title}\n\n${announcement.content}\n\nRead it in the portal under Announcements.${FOOTER}`,
  };
}

// The words the portal shows for each status (spec section 4).
const STATUS_WORDS: Record<PaymentRow['status'], string> = { UNPAID: 'pending', PAID: 'completed', PROCESSING: 'processing', FAILED: 'failed' };
const TYPE_WORDS: Record<PaymentRow['paymentType'], string> = { UNIVERSITY_FEE: 'university fee', NHIF: 'NHIF' };

/** A payment's new status, to the student who submitted it. */
export function paymentNotice(payment: PaymentRow): StudentNotice {
  const year = payment.paymentYear.replace(/^Y/, '').replace('_', '-');
  return {
    audience: { userId: payment.userId },
    kind: 'payments',
    subject: `Payment ${STATUS_WORDS[payment.status]}: control number ${payment.controlNumber}`,
    text: `The status of your ${TYPE_WORDS[payment.paymentType]} payment for ${year} (control number ${payment.controlNumber}) `
      + `is now ${STATUS_WORDS[payment.status]}.\n\nSee the details in the portal under Payments.${FOOTER}`,
  };
}
