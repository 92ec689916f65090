import { describe, expect, it } from 'vitest';
import { changePasswordMessage, changePasswordProblem } from './change-password.js';

describe('changePasswordProblem (docs/behaviour.md §5, change-password service)', () => {
  it.each([
    ['', 'Current!1', 'NewSecret!2', 'Email, current password, and new password are required'],
    ['amina@students.example', '', 'NewSecret!2', 'Email, current password, and new password are required'],
    ['amina@students.example', 'Current!1', '', 'Email, current password, and new password are required'],
    ['amina', 'Current!1', 'NewSecret!2', 'Invalid email format'],
    ['amina@students.example', 'Current!1', 'Ab!1', 'Password must be at least 8 characters long'],
    ['amina@students.example', 'Current!1', 'NewSecret!2', null],
  ])('%j / %j / %j -> %s', (email, current, next, expected) => {
    expect(changePasswordProblem(email, current, next)).toBe(expected);
  });
});

describe('changePasswordMessage (docs/behaviour.md §8)', () => {
  it.each([
    [401, 'Unauthorized', 'Current password is incorrect'],
    [403, 'Forbidden', 'Insufficient permissions to change password'],
    [404, undefined, 'User not found'],
    [429, 'Rate limited', 'Too many password change attempts. Please try again later'],
    [500, 'Database exploded', 'Server error occurred'],
    [503, undefined, 'Server error occurred'],
    [400, 'New password must be different from current password', 'New password must be different from current password'],
    [400, undefined, 'Server error occurred'],
  ])('%i %j -> %s', (status, providerMessage, expected) => {
    expect(changePasswordMessage(status, providerMessage)).toBe(expected);
  });
});
