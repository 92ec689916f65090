// What the provider answers for auth, sign-up and password errors (the gateway translates some of them
// into docs/behaviour.md §8 wording).

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  loginFieldsRequired: 'Email and password are required',
  accountNotCompleted: 'Please complete your profile before signing in.',
  notInvited: 'This e-mail has not been invited to the programme. Please contact the foundation.',
  adminInvitationUnconfirmed:
    'This administrator invitation has not been confirmed yet: you can sign up once a second administrator confirms it and you receive the invitation e-mail.',
  alreadyRegistered: 'An account with this e-mail already exists. Please sign in.',
  passwordsDoNotMatch: 'Passwords do not match',
  codeSent: (email: string) => `A verification code has been sent to ${email}.`,
  tokenRequired: 'Verification token is required',
  emailVerified: 'Email verified successfully',
  emailNotVerified: 'Please verify your e-mail with the code we sent before setting a password.',
  passwordSet: 'Password set successfully. Please complete your profile.',
  adminAccountReady: 'Password set successfully. Your administrator account is ready: you can now sign in.',
  passwordNotSet: 'Please verify your e-mail and set a password before completing your profile.',
  profileCompleted: 'Profile completed. You can now sign in.',
  resetCodeSent: 'If this e-mail is registered, a code has been sent.',
  resetFieldsRequired: 'Email and new password are required',
  resetNotVerified: 'Please verify the code sent to your e-mail before resetting your password.',
  userNotFound: 'User not found',
  passwordReset: 'Password has been reset. You can now sign in.',
  loggedOut: 'Logged out',
  twoFactorRequired: 'Enter the 6-digit code from your authenticator app.',
  sessionInvalid: 'Your session is invalid or has expired. Please sign in again.',
} as const;
