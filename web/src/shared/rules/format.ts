// How sizes, document kinds, amounts and payments read on every screen, in one place so the cards and lists agree.
// Dates follow the reader's preferences: shared/i18n/dates.ts.
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { PaymentType } from '@/gql/graphql';

/** Bytes as the file pickers show them: 512 B, 12.5 KB, 2.3 MB. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const KINDS = defineMessages({
  'application/pdf': { id: 'shared.fileKind.pdf', defaultMessage: 'PDF' },
  'image/jpeg': { id: 'shared.fileKind.jpeg', defaultMessage: 'JPEG image' },
  'image/png': { id: 'shared.fileKind.png', defaultMessage: 'PNG image' },
  other: { id: 'shared.fileKind.other', defaultMessage: 'Document' },
});

/** A document's type in words, said with intl.formatMessage: 'application/pdf' -> 'PDF'. */
export function fileKindMessage(mimeType: string | null | undefined): MessageDescriptor {
  return mimeType && Object.hasOwn(KINDS, mimeType) ? KINDS[mimeType as keyof typeof KINDS] : KINDS.other;
}

const shillings = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole Tanzanian shillings as stipends read everywhere: 450000 -> 'TZS 450,000'. */
export function formatShillings(amount: number): string {
  return `TZS ${shillings.format(amount)}`;
}

const PAYMENTS = defineMessages<PaymentType>({
  UNIVERSITY_FEE: { id: 'shared.paymentDescription.universityFee', defaultMessage: 'University fee payment for {year}' },
  NHIF: { id: 'shared.paymentDescription.nhif', defaultMessage: 'NHIF payment for {year}' },
});
const OTHER_PAYMENT = defineMessage({ id: 'shared.paymentDescription.other', defaultMessage: '{type} payment for {year}' });

/**
 * docs/behaviour.md §3: a scholar's payment named by its type and year, said with
 * intl.formatMessage(message, { type, year }): UNIVERSITY_FEE -> 'University fee payment for 2024-2025'.
 */
export function paymentDescriptionMessage(type: string): MessageDescriptor {
  return Object.hasOwn(PAYMENTS, type) ? PAYMENTS[type as PaymentType] : OTHER_PAYMENT;
}
