import { SESSION_EXPIRED_MESSAGE } from '@nuru/rules/errors';

// docs/behaviour.md §4: a 401 broadcasts this event; the banner listens for it.
export const SESSION_EXPIRED_EVENT = 'session-expired';

export type SessionExpiredDetail = { message: string };

export function announceSessionExpired(): void {
  window.dispatchEvent(new CustomEvent<SessionExpiredDetail>(SESSION_EXPIRED_EVENT, { detail: { message: SESSION_EXPIRED_MESSAGE } }));
}
