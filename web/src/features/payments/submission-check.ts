import { controlNumberUsedMessage, PAYMENT_COMPLETED_LOCKED, PAYMENT_PROCESSING_LOCKED, paymentTypeLabel } from '@nuru/rules/payments';
import { defineMessage, type IntlShape } from 'react-intl';
import { serverWords } from '@/shared/i18n/words';
import type { CachedPayment } from './cached-history';

// What the scholar's own history says of a control number before it is sent, in the order the provider
// decides: the provider refuses the same (and a number of another scholar's, which only it can see).

type Submitted = Pick<CachedPayment, 'controlNumber' | 'type' | 'status' | 'paymentYear' | 'createdAt'>;
type Submission = { controlNumber: string; type: string; year: string };

export type SubmissionCheck =
  | { kind: 'send' }
  | { kind: 'refuse'; message: string }
  /** The payment of the type and year has another number, which sending replaces: ask first. */
  | { kind: 'confirm'; replaces: Submitted };

export function checkSubmission(history: readonly Submitted[], { controlNumber, type, year }: Submission): SubmissionCheck {
  const current = history.find((payment) => payment.type === type && payment.paymentYear === year);
  // The number it already has: nothing is replaced (a failed one is looked at again).
  if (current?.controlNumber === controlNumber) return { kind: 'send' };
  if (current?.status === 'completed') return { kind: 'refuse', message: PAYMENT_COMPLETED_LOCKED };
  if (current?.status === 'processing') return { kind: 'refuse', message: PAYMENT_PROCESSING_LOCKED };
  const used = history.find((payment) => payment.controlNumber === controlNumber);
  if (used) return { kind: 'refuse', message: controlNumberUsedMessage(used.type, used.paymentYear) };
  return current ? { kind: 'confirm', replaces: current } : { kind: 'send' };
}

const REPLACEMENT_WARNING = defineMessage<{ previous: string; type: string; year: string; day: string; controlNumber: string }>({
  id: 'payments.submissionCheck.replacementWarning',
  defaultMessage: 'You already submitted {previous} for {type} {year} on {day}. Submitting {controlNumber} replaces it.',
});

/** The confirmation's question: what is there now (submitted on the day given, in the reader's format), and that sending replaces it. */
export function replacementWarning(intl: IntlShape, replaces: Submitted, controlNumber: string, submittedOn: string): string {
  return intl.formatMessage(REPLACEMENT_WARNING, {
    previous: replaces.controlNumber,
    type: serverWords(intl, paymentTypeLabel(replaces.type)),
    year: replaces.paymentYear,
    day: submittedOn,
    controlNumber,
  });
}
