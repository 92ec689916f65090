import type { MessageCatalogue } from '../errors/provider-failure.js';
import { INVALID_EMAIL_MESSAGE, SHORT_PASSWORD_MESSAGE, isLongEnough, looksLikeEmail } from '@nuru/rules/auth';
import { CHANGE_PASSWORD_DEFAULT, CURRENT_PASSWORD_INCORRECT } from '@nuru/rules/settings';

export const CHANGE_PASSWORD_REQUIRED_MESSAGE = 'Email, current password, and new password are required';

/** docs/behaviour.md §5, change-password service: the first rule broken, or null. */
export function changePasswordProblem(email: string, currentPassword: string, newPassword: string): string | null {
  if (email.trim() === '' || currentPassword === '' || newPassword === '') return CHANGE_PASSWORD_REQUIRED_MESSAGE;
  if (!looksLikeEmail(email.trim())) return INVALID_EMAIL_MESSAGE;
  if (!isLongEnough(newPassword)) return SHORT_PASSWORD_MESSAGE;
  return null;
}

/**
 * docs/behaviour.md §8, change password by status. A 400 carries the provider's reason (a password rule,
 * "same as current") since the spec names no message for it.
 */
export const changePasswordMessage: MessageCatalogue = (status, providerMessage) => {
  switch (status) {
    case 400:
      return providerMessage ?? CHANGE_PASSWORD_DEFAULT;
    case 401:
      return CURRENT_PASSWORD_INCORRECT;
    case 403:
      return 'Insufficient permissions to change password';
    case 404:
      return 'User not found';
    case 429:
      return 'Too many password change attempts. Please try again later';
    default:
      return CHANGE_PASSWORD_DEFAULT;
  }
};

export { CHANGE_PASSWORD_DEFAULT };
