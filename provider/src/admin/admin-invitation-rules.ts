// Who may confirm an administrator's invitation, and when: one officer alone cannot make a second officer.

/**
 * With no other active administrator to confirm it, the inviter confirms their own invitation only this long after
 * every administrator was e-mailed of it: time for the owner of a mailbox whose account someone else is using to
 * see the notice and revoke the invitation.
 */
export const ADMIN_CONFIRMATION_WAIT_MS = 72 * 60 * 60_000;

/** Why the viewer cannot confirm an invitation now. */
export const CONFIRM_BLOCKS = ['CONFIRMED', 'INVITER', 'WAITING_PERIOD', 'NOTICE_NOT_SENT'] as const;
export type ConfirmBlock = (typeof CONFIRM_BLOCKS)[number];

export const ADMIN_INVITATION_MESSAGES = {
  notFound: "Administrator's invitation not found",
  confirmed: 'This invitation is already confirmed',
  inviter: 'You invited this administrator: another administrator must confirm the invitation',
  waiting: (endsAt: Date) =>
    `You are the only active administrator: you can confirm your own invitation from ${endsAt.toISOString()}, ` +
    'after every administrator was told of it',
  noticeNotSent: 'The notice to every administrator could not be sent: revoke this invitation and invite again',
  unconfirmed: "This administrator's invitation waits for another administrator's confirmation",
  invitedAwaiting: (email: string) => `${email} is invited: the invitation is sent once another administrator confirms it`,
  noticeFailed: (email: string) =>
    `${email} is invited, but the notice to every administrator could not be sent: another administrator must confirm it`,
  confirmedOne: (email: string) => `Invitation of ${email} confirmed and sent`,
  confirmedUnsent: (email: string) => `Invitation of ${email} confirmed, but its e-mail could not be sent: send it again from Invitations`,
  domain: (domains: readonly string[]) => `An administrator's e-mail address must end in ${domains.map((d) => `@${d}`).join(' or ')}`,
} as const;

export interface ConfirmationFacts {
  viewerId: string;
  /** Who invited; null when unknown (their account removed). */
  invitedBy: string | null;
  confirmedAt: Date | null;
  noticeSentAt: Date | null;
  /** Active administrators other than the inviter. */
  othersActive: number;
  now: Date;
}

export interface Confirmation {
  /** null: the viewer may confirm it now. */
  block: ConfirmBlock | null;
  /** While no other administrator is active: when the inviter may confirm it alone (null when the notice was not sent). */
  waitingEndsAt: Date | null;
}

/** Whether the viewer may confirm the invitation now, and, when the inviter is alone, from when they may. */
export function confirmationOf({ viewerId, invitedBy, confirmedAt, noticeSentAt, othersActive, now }: ConfirmationFacts): Confirmation {
  const alone = othersActive === 0;
  const waitingEndsAt = alone && noticeSentAt ? new Date(noticeSentAt.getTime() + ADMIN_CONFIRMATION_WAIT_MS) : null;
  if (confirmedAt) return { block: 'CONFIRMED', waitingEndsAt };
  if (invitedBy !== viewerId) return { block: null, waitingEndsAt };
  if (!alone) return { block: 'INVITER', waitingEndsAt };
  if (!waitingEndsAt) return { block: 'NOTICE_NOT_SENT', waitingEndsAt };
  return { block: now < waitingEndsAt ? 'WAITING_PERIOD' : null, waitingEndsAt };
}

/** The refusal of a confirmation the rule blocks, in the provider's words. */
export function confirmBlockMessage(block: ConfirmBlock, waitingEndsAt: Date | null): string {
  switch (block) {
    case 'CONFIRMED':
      return ADMIN_INVITATION_MESSAGES.confirmed;
    case 'INVITER':
      return ADMIN_INVITATION_MESSAGES.inviter;
    case 'WAITING_PERIOD':
      return ADMIN_INVITATION_MESSAGES.waiting(waitingEndsAt!);
    case 'NOTICE_NOT_SENT':
      return ADMIN_INVITATION_MESSAGES.noticeNotSent;
  }
}

/**
 * Whether an administrator may be invited at this (normalised) address: any, without a list of domains; else only
 * at one of them exactly (a look-alike or a sub-domain is another domain).
 */
export function isAdminEmailAllowed(email: string, domains: readonly string[] | undefined): boolean {
  if (!domains?.length) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return domains.includes(domain);
}
