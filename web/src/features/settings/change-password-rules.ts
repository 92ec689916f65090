import { isStrongPassword } from '@nuru/rules/auth';
import { defineMessages, type MessageDescriptor } from 'react-intl';

// docs/behaviour.md §5: the change-password form's checks, in the order the user meets them.
export type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

export const CHANGE_PASSWORD_MESSAGES = defineMessages({
  required: { id: 'settings.changePassword.required', defaultMessage: 'All fields are required' },
  mismatch: { id: 'settings.changePassword.mismatch', defaultMessage: 'New passwords do not match' },
  complexity: {
    id: 'settings.changePassword.complexity',
    defaultMessage: 'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
  },
  unchanged: { id: 'settings.changePassword.unchanged', defaultMessage: 'New password must be different from current password' },
  noEmail: { id: 'settings.changePassword.noEmail', defaultMessage: 'User email not found. Please log in again.' },
});

export function allFieldsFilled({ currentPassword, newPassword, confirmPassword }: ChangePasswordValues): boolean {
  return currentPassword !== '' && newPassword !== '' && confirmPassword !== '';
}

/** The first problem with the form, or null when it may be sent for the signed-in e-mail. */
export function changePasswordError(values: ChangePasswordValues, email: string | null | undefined): MessageDescriptor | null {
  if (!allFieldsFilled(values)) return CHANGE_PASSWORD_MESSAGES.required;
  if (values.newPassword !== values.confirmPassword) return CHANGE_PASSWORD_MESSAGES.mismatch;
  if (!isStrongPassword(values.newPassword)) return CHANGE_PASSWORD_MESSAGES.complexity;
  if (values.newPassword === values.currentPassword) return CHANGE_PASSWORD_MESSAGES.unchanged;
  if (!email) return CHANGE_PASSWORD_MESSAGES.noEmail;
  return null;
}
