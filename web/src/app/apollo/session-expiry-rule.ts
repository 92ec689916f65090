// docs/behaviour.md §4's 401 rule, as a pure decision the error link applies.

/**
 * Operations that run without a session: a 401 there is the caller's to explain (a wrong code, an
 * unknown e-mail), never an expired session. The spec names the sign-up steps; login and the
 * password-reset steps carry no token either, so they are treated the same way. Logout clears the
 * session whatever the server answers, so its 401 needs no banner.
 */
const SESSIONLESS_FIELDS = new Set([
  'startSignup',
  'verifyEmail',
  'setPassword',
  'completeProfile',
  'login',
  'requestPasswordReset',
  'resetPassword',
  'logout',
]);

/** Pages of the sign-up flow, where a 401 is passed to the caller (docs/behaviour.md §4). */
const SIGN_UP_PAGES = new Set(['/signup', '/set-password', '/verify-email']);

export type ExpiryDecision = { expire: false } | { expire: true; redirectToLogin: boolean };

export function sessionExpiryDecision(rootFields: readonly string[], pathname: string): ExpiryDecision {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (SIGN_UP_PAGES.has(path)) return { expire: false };
  if (rootFields.length > 0 && rootFields.every((field) => SESSIONLESS_FIELDS.has(field))) return { expire: false };
  return { expire: true, redirectToLogin: path !== '/login' };
}
