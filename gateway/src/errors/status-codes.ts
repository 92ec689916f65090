import type { ErrorCode } from './user-facing.js';

export interface StatusCodeRules {
  /**
   * Where a provider 401 means "wrong credentials or code" rather than "your session is over"
   * (login, sign-up, password forms), it must not make the browser drop its session.
   */
  unauthorizedIsUserInput?: boolean;
}

/** The extensions.code a provider status becomes. */
export function codeForStatus(status: number, rules: StatusCodeRules = {}): ErrorCode {
  if (status === 401) return rules.unauthorizedIsUserInput ? 'BAD_USER_INPUT' : 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  // The record's state refuses it (changed meanwhile, already done, a step its status does not allow): the web can
  // tell it apart from input to correct.
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'UPSTREAM_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL_SERVER_ERROR';
  return 'BAD_USER_INPUT';
}
