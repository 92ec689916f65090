// docs/behaviour.md §7: these calls authenticate by what they carry, so a stale browser token must not
// reach them. The sign-up and reset-code paths are added because they run before any session exists.
const UNAUTHENTICATED_PATH_PARTS = [
  '/auth/login',
  '/auth/register',
  '/auth/verify-email',
  '/auth/set-password',
  '/api/auth/reset-password',
  '/auth/signup/',
  '/auth/password-reset/',
] as const;

/** Whether a call to this provider path (relative to the /api base) carries the caller's bearer token. */
export function sendsBearer(path: string): boolean {
  return !UNAUTHENTICATED_PATH_PARTS.some((part) => path.includes(part));
}
