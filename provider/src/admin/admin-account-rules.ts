import { ROSTER_MESSAGES } from './roster-rules.js';

// Switching administrators on and off (PUT /admin/admins/:id/active): the programme always keeps one who can act.
export const ADMIN_ACCOUNT_MESSAGES = {
  notFound: 'Administrator not found',
  notYourself: 'You cannot deactivate your own account',
  lastActive: 'The last active administrator cannot be deactivated',
  unchanged: (active: boolean) => (active ? 'This administrator is already active' : 'This administrator is already deactivated'),
  activated: (email: string) => `${email} can sign in again`,
  deactivated: (email: string) => `${email} has been deactivated and signed out`,
  registered: 'This e-mail already has an account',
  invited: 'This e-mail has already been invited',
  nameRequired: 'A name is required',
  nameTooLong: ROSTER_MESSAGES.name,
  invitedOne: (email: string) => `Invitation sent to ${email}`,
} as const;

export interface ActiveChange {
  actorId: string;
  targetId: string;
  /** Whether the target is active now. */
  currentlyActive: boolean;
  active: boolean;
  /** Active administrators now, the target included when active. */
  activeCount: number;
}

/** Why the change is refused (409), or null when it may go ahead. */
export function activeChangeProblem({ actorId, targetId, currentlyActive, active, activeCount }: ActiveChange): string | null {
  if (active === currentlyActive) return ADMIN_ACCOUNT_MESSAGES.unchanged(active);
  if (active) return null;
  if (actorId === targetId) return ADMIN_ACCOUNT_MESSAGES.notYourself;
  if (activeCount <= 1) return ADMIN_ACCOUNT_MESSAGES.lastActive;
  return null;
}
