import { STATUS_CODES } from 'node:http';
import { toPortalYear } from '@nuru/rules/academic-year';
import type { MessageCatalogue } from '../errors/provider-failure.js';
import type { Lenient, ProviderSchema } from '../provider/contract.js';
import {
  CONTROL_NUMBER_TAKEN,
  controlNumberUsedMessage,
  PAYMENT_COMPLETED_LOCKED,
  PAYMENT_PROCESSING_LOCKED,
  submitFailedMessage,
} from '@nuru/rules/payments';

// docs/behaviour.md §8, the payment service: every status message starts 'HTTP {status}: '.
const SERVICE_MESSAGES: Record<number, string> = {
  401: 'Authentication failed. Please log in again.',
  403: 'Access denied. You do not have permission to view payment history.',
  404: 'Payment history service not found.',
  500: 'Internal server error. Please try again later.',
};

export const PAYMENT_NETWORK_MESSAGE = 'Network Error: Unable to connect to the server. Please check your internet connection.';

export const paymentServiceMessage: MessageCatalogue = (status, providerMessage) =>
  `HTTP ${status}: ${SERVICE_MESSAGES[status] ?? providerMessage ?? STATUS_CODES[status] ?? 'Unknown error occurred.'}`;

/**
 * docs/behaviour.md §8's 'Failed to submit {type} payment' (type as labelled on the form). The
 * reason follows after a colon when the provider gives one, because '12 digits' or 'already
 * completed' is what the scholar needs to fix it: a 409 the provider codes in @nuru/rules' words
 * (the form says the same before sending), any other in the provider's.
 */
export function submitFailureMessage(paymentType: string): MessageCatalogue {
  return (status, providerMessage, answer) => {
    const reason = (status === 409 ? refusalWords(answer) : undefined) ?? providerMessage;
    return reason ? `${submitFailedMessage(paymentType)}: ${reason}` : submitFailedMessage(paymentType);
  };
}

type Refusal = Lenient<ProviderSchema<'SubmissionRefusal'>>;

/** A refused submission's reason by the provider's code; undefined for a code it does not know. */
export function refusalWords(answer: unknown): string | undefined {
  const { code, payment } = (answer ?? {}) as Refusal;
  if (code === 'CONTROL_NUMBER_TAKEN') return CONTROL_NUMBER_TAKEN;
  if (code === 'PAID') return PAYMENT_COMPLETED_LOCKED;
  if (code === 'PROCESSING') return PAYMENT_PROCESSING_LOCKED;
  if (code === 'CONTROL_NUMBER_USED' && payment?.paymentType && payment.paymentYear)
    return controlNumberUsedMessage(payment.paymentType, toPortalYear(payment.paymentYear));
  return undefined;
}
