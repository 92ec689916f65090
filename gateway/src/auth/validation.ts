import {
  COMPLETE_EMAIL_MISSING_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  isLongEnough,
  looksLikeEmail,
  normaliseEmail,
  SHORT_PASSWORD_MESSAGE,
} from '@nuru/rules/auth';

// The resolvers take it from here with the rest of the reset rules.
export { normaliseEmail };

export const RESET_REQUIRED_MESSAGE = 'Email and new password are required';

/** docs/behaviour.md §5, reset password: the first rule broken, or null. It works on the trimmed, lowercased e-mail. */
export function resetPasswordProblem(email: string, newPassword: string): string | null {
  const normalised = normaliseEmail(email);
  if (normalised === '' || newPassword === '') return RESET_REQUIRED_MESSAGE;
  if (!looksLikeEmail(normalised)) return INVALID_EMAIL_MESSAGE;
  if (!isLongEnough(newPassword)) return SHORT_PASSWORD_MESSAGE;
  return null;
}

/** docs/behaviour.md §5, sign-up: confirmPassword defaults to the password, which may itself be omitted. */
export function signupPasswords(password?: string | null, confirmPassword?: string | null) {
  const chosen = password ?? '';
  return { password: chosen, confirmPassword: confirmPassword ?? chosen };
}

export { COMPLETE_EMAIL_MISSING_MESSAGE };
