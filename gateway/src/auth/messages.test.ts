import { describe, expect, it } from 'vitest';
import {
  completeProfileMessage,
  loginMessage,
  resetCodeMessage,
  resetPasswordMessage,
  setPasswordMessage,
  startSignupMessage,
  verifyMessage,
} from './messages.js';

describe('sign-up and login messages (docs/behaviour.md §8)', () => {
  it.each([
    ['login', loginMessage, 401, 'Invalid email or password', 'Invalid email or password'],
    ['login', loginMessage, 500, undefined, 'An error occurred during login'],
    ['startSignup', startSignupMessage, 403, 'Not invited', 'Not invited'],
    ['startSignup', startSignupMessage, 500, undefined, 'An error occurred during sign up'],
    ['setPassword', setPasswordMessage, 400, 'Password must contain at least one number', 'Password must contain at least one number'],
    ['setPassword', setPasswordMessage, 500, undefined, 'An error occurred setting your password'],
    ['completeProfile', completeProfileMessage, 400, 'name is required', 'name is required'],
    ['completeProfile', completeProfileMessage, 500, undefined, 'An error occurred completing your profile'],
    ['requestPasswordReset', resetCodeMessage, 500, undefined, 'Failed to send reset code'],
  ])('%s %i %j -> %s', (_op, catalogue, status, providerMessage, expected) => {
    expect(catalogue(status, providerMessage)).toBe(expected);
  });
});

describe('verification messages (docs/behaviour.md §8)', () => {
  it.each([
    [400, 'Invalid verification token', 'Invalid verification code. Please check and try again.'],
    [401, 'Verification token expired. Please request a new code.', 'Invalid verification code. Please check and try again.'],
    [400, 'Token mismatch', 'Invalid verification code. Please check and try again.'],
    [400, 'Email is required', 'Email is required'],
    [403, 'Invalid token', 'Invalid token'],
    [404, 'No code was requested for this e-mail', 'No code was requested for this e-mail'],
    [400, undefined, 'An error occurred during verification'],
    [500, undefined, 'An error occurred during verification'],
  ])('%i %j -> %s', (status, providerMessage, expected) => {
    expect(verifyMessage(status, providerMessage)).toBe(expected);
  });
});

describe('reset password messages (docs/behaviour.md §8)', () => {
  it.each([
    [400, 'Password must contain at least one number', 'Password must contain at least one number'],
    [400, undefined, 'Invalid request data'],
    [401, 'whatever', 'Unauthorized access'],
    [403, 'Please verify the code', 'Insufficient permissions'],
    [404, 'No such user', 'User not found'],
    [429, 'Slow down', 'Too many attempts. Please try again later'],
    [500, 'Database down', 'Database down'],
    [500, undefined, 'Failed to reset password'],
    [409, undefined, 'Failed to reset password'],
  ])('%i %j -> %s', (status, providerMessage, expected) => {
    expect(resetPasswordMessage(status, providerMessage)).toBe(expected);
  });
});
