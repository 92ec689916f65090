// The codes of the gateway's errors (`extensions.code`), the contract between the gateway, which
// sets them, and the web, which decides on them; the message beside a code is already the user's.
export const ERROR_CODES = [
  /** Not signed in, or the session ended: sign in again. */
  'UNAUTHENTICATED',
  /** Signed in, but this is not for this account. */
  'FORBIDDEN',
  /** The input was refused; the message says why. */
  'BAD_USER_INPUT',
  'NOT_FOUND',
  /**
   * The record's state refuses it (a provider 409): it changed since it was read (a stale version or status), the
   * thing is already done or taken, or the step is not allowed from where it stands. The message says which.
   */
  'CONFLICT',
  /** Too many requests; `retryAfterSeconds` says when to try again, where known. */
  'RATE_LIMITED',
  /** The provider did not answer, or answered something unreadable: try again later. */
  'UPSTREAM_UNAVAILABLE',
  /** The portal's own fault; `requestId` finds it in the logs. */
  'INTERNAL_SERVER_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
