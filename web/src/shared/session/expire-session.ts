import { clearSession } from './session';
import { announceSessionExpired } from './session-expired';

/** docs/behaviour.md §4: a 401 removes the token and user and raises the session-expired banner; callers go to /login. */
export function expireSession(): void {
  clearSession();
  announceSessionExpired();
}
