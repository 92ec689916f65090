// The e-mails an invitation sends (and sends again on a resend).
import type { Invitation } from '../users/invitation-queries.js';

const SIGN_UP = 'Sign up on the Scholarship Portal with this e-mail address: we will send you a verification code to continue.';

export function invitationMail(invitation: Pick<Invitation, 'role' | 'batchNo' | 'name'>) {
  if (invitation.role === 'ADMIN')
    return {
      subject: 'You are invited to administer the Nuru Yangu Scholarship Portal',
      text:
        `${invitation.name ? `Dear ${invitation.name},\n\n` : ''}You have been invited to join the programme officers of the Nuru Yangu ` +
        `scholarship programme as an administrator.\n\n${SIGN_UP}`,
    };
  return {
    subject: 'You are invited to the Nuru Yangu Scholarship Portal',
    text: `You have been selected for batch ${invitation.batchNo} of the Nuru Yangu scholarship programme.\n\n${SIGN_UP}`,
  };
}
