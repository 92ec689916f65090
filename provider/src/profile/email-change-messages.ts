// What the e-mail change answers (the gateway passes 400/409 messages through to the user); its e-mail is in mail-words.ts.

export const EMAIL_CHANGE_MESSAGES = {
  profileCannotChangeEmail: 'Your e-mail can only be changed with your password and a code sent to the new address (Change e-mail).',
  newEmailRequired: 'New e-mail is required',
  sameAsCurrent: 'This is already your e-mail',
  unavailable: 'This e-mail cannot be used for your account',
  codeSent: (email: string) => `A 6-digit code has been sent to ${email}. Enter it to confirm the change.`,
  codeRequired: 'Enter the 6-digit code sent to your new e-mail',
  changed: 'Your e-mail has been changed',
} as const;
