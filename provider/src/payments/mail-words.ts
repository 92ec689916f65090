import type { InLanguages, Language, Mail } from '../notify/mail-language.js';
import type { PaymentRow } from './payment-rules.js';

// A payment's new status, in both languages. The English status words are the portal's (docs/behaviour.md §4);
// the Kiswahili ones agree with "malipo" (yamekamilika, not imekamilika).

export interface PaymentFacts {
  paymentType: PaymentRow['paymentType'];
  /** As the portal shows it, e.g. 2024-2025. */
  year: string;
  controlNumber: string;
  status: PaymentRow['status'];
  /** The officer's reason, for a failed payment only. */
  reason: string | null;
}

interface PaymentWords {
  status: Record<PaymentRow['status'], string>;
  type: Record<PaymentRow['paymentType'], string>;
  mail: (payment: PaymentFacts, status: string, type: string) => Mail;
}

const WORDS: InLanguages<PaymentWords> = {
  en: {
    status: { UNPAID: 'pending', PAID: 'completed', PROCESSING: 'processing', FAILED: 'failed' },
    type: { UNIVERSITY_FEE: 'university fee', NHIF: 'NHIF' },
    mail: ({ year, controlNumber, reason }, status, type) => ({
      subject: `Payment ${status}: control number ${controlNumber}`,
      text:
        `The status of your ${type} payment for ${year} (control number ${controlNumber}) is now ${status}.` +
        `${reason ? `\n\nReason: ${reason}` : ''}\n\nSee the details in the portal under Payments.`,
    }),
  },
  sw: {
    status: { UNPAID: 'yanasubiri', PAID: 'yamekamilika', PROCESSING: 'yanashughulikiwa', FAILED: 'yameshindikana' },
    type: { UNIVERSITY_FEE: 'ada ya chuo', NHIF: 'NHIF' },
    mail: ({ year, controlNumber, reason }, status, type) => ({
      subject: `Malipo ${status}: namba ya malipo ${controlNumber}`,
      text:
        `Malipo yako ya ${type} kwa mwaka wa masomo ${year} (namba ya malipo ${controlNumber}) sasa ${status}.` +
        `${reason ? `\n\nSababu: ${reason}` : ''}\n\nAngalia maelezo zaidi kwenye mfumo, sehemu ya Malipo.`,
    }),
  },
};

export const paymentMail = (payment: PaymentFacts, language: Language): Mail => {
  const words = WORDS[language];
  return words.mail(payment, words.status[payment.status], words.type[payment.paymentType]);
};
