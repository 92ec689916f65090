import { AMOUNT_DUE_INVALID, amountDueProblem, CONTROL_NUMBER_EMPTY_MESSAGE } from '@nuru/rules/payments';
import { defineMessage, defineMessages, type IntlShape } from 'react-intl';

// The payments screen's words (docs/behaviour.md §8), chosen from the failure's HTTP status.

const FAILURES = defineMessages({
  offline: {
    id: 'payments.messages.offline',
    defaultMessage: 'Unable to connect to the server. Please check your internet connection and try again.',
  },
  sessionExpired: { id: 'payments.messages.sessionExpired', defaultMessage: 'Your session has expired. Please log in again.' },
  forbidden: {
    id: 'payments.messages.forbidden',
    defaultMessage: 'You do not have permission to view payment history. Please contact support if this is incorrect.',
  },
  notFound: { id: 'payments.messages.notFound', defaultMessage: 'Payment history service is not available. Please try again later.' },
  serverError: {
    id: 'payments.messages.serverError',
    defaultMessage: 'Server error occurred. Please try again later or contact support if the issue persists.',
  },
  other: { id: 'payments.messages.otherFailure', defaultMessage: 'Failed to load your payment information. Please try again later.' },
});

type Failure = keyof typeof FAILURES;
const BY_STATUS: Partial<Record<number, Failure>> = {
  0: 'offline',
  401: 'sessionExpired',
  403: 'forbidden',
  404: 'notFound',
  500: 'serverError',
};
const BY_CODE: Partial<Record<string, Failure>> = {
  UNAUTHENTICATED: 'sessionExpired',
  FORBIDDEN: 'forbidden',
  UPSTREAM_UNAVAILABLE: 'offline',
};

const CACHED = defineMessage<{ message: string }>({
  id: 'payments.messages.cached',
  defaultMessage: '{message} Showing cached payment data.',
});

const CONTROL_NUMBER_FORMAT = defineMessage({
  id: 'payments.messages.controlNumberFormat',
  defaultMessage: 'Control number must be exactly 12 digits',
});

/** What the history shows when it cannot load; `code` covers failures that carry no status. */
export function historyFailureMessage(intl: IntlShape, httpStatus: number | undefined, code?: string): string {
  const byStatus = httpStatus === undefined ? undefined : BY_STATUS[httpStatus];
  const byCode = code === undefined ? undefined : BY_CODE[code];
  return intl.formatMessage(FAILURES[byStatus ?? byCode ?? 'other']);
}

/** docs/behaviour.md §4: the last good history is shown with this suffix after the failure. */
export function withCachedSuffix(intl: IntlShape, message: string): string {
  return intl.formatMessage(CACHED, { message });
}

/** The typed control number's problem, or null; it is checked trimmed (docs/behaviour.md §5). */
export function controlNumberProblem(intl: IntlShape, text: string): string | null {
  const value = text.trim();
  if (value === '') return CONTROL_NUMBER_EMPTY_MESSAGE;
  return /^\d{12}$/.test(value) ? null : intl.formatMessage(CONTROL_NUMBER_FORMAT);
}

const AMOUNT_EMPTY = defineMessage({ id: 'payments.messages.amountEmpty', defaultMessage: 'Amount cannot be empty' });

/**
 * The typed amount in whole TZS, its thousands grouped as a bill prints them or not at all ('1,250,000',
 * '1 250 000', '1250000'); null when it is no such number (a decimal point, letters, a misplaced comma).
 */
export function readAmountTzs(text: string): number | null {
  const value = text.trim();
  return /^\d{1,3}([,\s]\d{3})+$|^\d+$/.test(value) ? Number(value.replace(/[,\s]/g, '')) : null;
}

/** The typed amount's problem, or null: it must be the bill's, in whole TZS within the rules' range. */
export function amountProblem(intl: IntlShape, text: string): string | null {
  if (text.trim() === '') return intl.formatMessage(AMOUNT_EMPTY);
  const amount = readAmountTzs(text);
  return amount === null ? AMOUNT_DUE_INVALID : amountDueProblem(amount);
}
