// The e-mails an invitation sends (and sends again on a resend).
import { mailFor, UNKNOWN_VISITOR } from '../notify/mail-language.js';
import type { Invitation } from '../users/invitation-queries.js';
import { INVITATION_MAIL } from './mail-words.js';

/** In both languages: the invitee has no account, so no saved language, yet. */
export function invitationMail(invitation: Pick<Invitation, 'role' | 'batchNo' | 'name'>) {
  return mailFor(UNKNOWN_VISITOR, (language) =>
    invitation.role === 'ADMIN' ? INVITATION_MAIL[language].admin(invitation.name) : INVITATION_MAIL[language].student(invitation.batchNo),
  );
}
