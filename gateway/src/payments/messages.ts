import { STATUS_CODES } from 'node:http';
import type { MessageCatalogue } from '../errors/provider-failure.js';
import { submitFailedMessage } from '@nuru/rules/payments';

// Spec section 8, the payment service: every status message starts 'HTTP {status}: '.
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
 * Spec section 8's 'Failed to submit {type} payment' (type as labelled on the form). The
 * provider's reason follows after a colon when it gives one, because '12 digits' or 'already
 * completed' is what the scholar needs to fix it.
 */
export function submitFailureMessage(paymentType: string): MessageCatalogue {
  return (_status, providerMessage) =>
    providerMessage ? `${submitFailedMessage(paymentType)}: ${providerMessage}` : submitFailedMessage(paymentType);
}
