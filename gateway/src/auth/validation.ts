import { INVALID_EMAIL_MESSAGE, SHORT_PASSWORD_MESSAGE, isLongEnough, looksLikeEmail } from '../validation/credentials.js';

export const RESET_REQUIRED_MESSAGE = 'Email and new password are required';
export const COMPLETE_EMAIL_MISSING_MESSAGE = 'Email is required but missing';

/** Spec section 5: the reset-password service works on the trimmed, lowercased e-mail. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Spec section 5, reset password: the first rule broken, or null. */
export function resetPasswordProblem(email: string, newPassword: string): string | null {
  const normalised = normaliseEmail(email);
  if (normalised === '' || newPassword === '') return RESET_REQUIRED_MESSAGE;
  if (!looksLikeEmail(normalised)) return INVALID_EMAIL_MESSAGE;
  if (!isLongEnough(newPassword)) return SHORT_PASSWORD_MESSAGE;
  return null;
}

/** Spec section 5, sign-up: confirmPassword defaults to the password, which may itself be omitted. */
export function signupPasswords(password?: string | null, confirmPassword?: string | null) {
  const chosen = password ?? '';
  return { password: chosen, confirmPassword: confirmPassword ?? chosen };
}
