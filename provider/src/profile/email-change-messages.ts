// What the e-mail change answers and writes (the gateway passes 400/409 messages through to the user).

export const EMAIL_CHANGE_MESSAGES = {
  profileCannotChangeEmail: 'Your e-mail can only be changed with your password and a code sent to the new address (Change e-mail).',
  newEmailRequired: 'New e-mail is required',
  sameAsCurrent: 'This is already your e-mail',
  unavailable: 'This e-mail cannot be used for your account',
  codeSent: (email: string) => `A 6-digit code has been sent to ${email}. Enter it to confirm the change.`,
  codeRequired: 'Enter the 6-digit code sent to your new e-mail',
  changed: 'Your e-mail has been changed',
} as const;

/** The notice to the old address: the one warning a person whose session was stolen would get. */
export function emailChangedNotice(name: string, newEmail: string) {
  return {
    subject: 'Your Nuru Yangu e-mail was changed',
    text:
      `Hello ${name},\n\nThe e-mail of your Nuru Yangu Scholarship Portal account was changed to ${newEmail}. ` +
      'From now on, sign in with that address.\n\nIf you did not do this, contact the programme office at once: someone else may be using your account.',
  };
}
