import { describe, expect, it } from 'vitest';
import { english } from '@/shared/ui/shared-intl';
import { allFieldsFilled, changePasswordError } from './change-password-rules';

const ok = { currentPassword: 'OldPass1!', newPassword: 'NewPass1!', confirmPassword: 'NewPass1!' };
const email = 'amina@example.org';

describe('changePasswordError (docs/behaviour.md §5, change password form)', () => {
  it.each([
    [{ ...ok, currentPassword: '' }, email, 'All fields are required'],
    [{ ...ok, newPassword: '' }, email, 'All fields are required'],
    [{ ...ok, confirmPassword: '' }, email, 'All fields are required'],
    [{ ...ok, confirmPassword: 'NewPass1?' }, email, 'New passwords do not match'],
    [
      { ...ok, newPassword: 'newpass1!', confirmPassword: 'newpass1!' },
      email,
      'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
    ],
    [
      { ...ok, newPassword: 'Np1!', confirmPassword: 'Np1!' },
      email,
      'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
    ],
    [{ ...ok, currentPassword: 'NewPass1!' }, email, 'New password must be different from current password'],
    [ok, null, 'User email not found. Please log in again.'],
    [ok, '', 'User email not found. Please log in again.'],
    [ok, email, null],
  ])('%j for %j -> %j', (values, userEmail, message) => {
    const problem = changePasswordError(values, userEmail);
    expect(problem && english.formatMessage(problem)).toBe(message);
  });
});

describe('allFieldsFilled (the submit button waits for all three)', () => {
  it.each([
    [ok, true],
    [{ ...ok, currentPassword: '' }, false],
    [{ currentPassword: '', newPassword: '', confirmPassword: '' }, false],
  ])('%j -> %s', (values, filled) => {
    expect(allFieldsFilled(values)).toBe(filled);
  });
});
