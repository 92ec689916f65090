import { CONTROL_NUMBER_EMPTY_MESSAGE } from '@nuru/rules/payments';

// The payments screen's words (spec 8), chosen from the failure's HTTP status.

export const SIGNED_OUT_MESSAGE = 'Please log in to view your payment history';
export const CACHED_SUFFIX = ' Showing cached payment data.';
export const CONTROL_NUMBER_FORMAT_MESSAGE = 'Control number must be exactly 12 digits';

const BY_STATUS: Partial<Record<number, string>> & Record<0 | 401 | 403, string> = {
  0: 'Unable to connect to the server. Please check your internet connection and try again.',
  401: 'Your session has expired. Please log in again.',
  403: 'You do not have permission to view payment history. Please contact support if this is incorrect.',
  404: 'Payment history service is not available. Please try again later.',
  500: 'Server error occurred. Please try again later or contact support if the issue persists.',
};
const OTHER_FAILURE = 'Failed to load your payment information. Please try again later.';

/** What the history shows when it cannot load; `code` covers failures that carry no status. */
export function historyFailureMessage(httpStatus: number | undefined, code?: string): string {
  const byStatus = httpStatus === undefined ? undefined : BY_STATUS[httpStatus];
  if (byStatus) return byStatus;
  if (code === 'UNAUTHENTICATED') return BY_STATUS[401];
  if (code === 'FORBIDDEN') return BY_STATUS[403];
  if (code === 'UPSTREAM_UNAVAILABLE') return BY_STATUS[0];
  return OTHER_FAILURE;
}

/** Spec 4: the last good history is shown with this suffix after the failure. */
export function withCachedSuffix(message: string): string {
  return `${message}${CACHED_SUFFIX}`;
}

/** The typed control number's problem, or null; it is checked trimmed (spec 5). */
export function controlNumberProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return CONTROL_NUMBER_EMPTY_MESSAGE;
  return /^\d{12}$/.test(value) ? null : CONTROL_NUMBER_FORMAT_MESSAGE;
}
