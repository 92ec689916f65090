import { describe, expect, it } from 'vitest';
import { profileLoadMessage, profileUpdateMessage, profileUpdateWithPasswordMessage } from './messages.js';

describe('profile messages', () => {
  it.each([
    ['load', profileLoadMessage, 401, 'Unauthorized', 'Your session has expired. Please sign in again.'],
    ['load', profileLoadMessage, 404, 'User not found', 'User not found'],
    ['load', profileLoadMessage, 500, undefined, 'Failed to load your profile'],
    ['update', profileUpdateMessage, 401, 'Unauthorized', 'Your session has expired. Please sign in again.'],
    ['update', profileUpdateMessage, 409, 'That e-mail is already in use', 'That e-mail is already in use'],
    ['update', profileUpdateMessage, 500, undefined, 'Failed to update profile'],
    ['update', profileUpdateMessage, 400, undefined, 'Failed to update profile'],
    ['update with the password', profileUpdateWithPasswordMessage, 401, 'Wrong', 'Current password is incorrect'],
    [
      'update with the password',
      profileUpdateWithPasswordMessage,
      400,
      'Account number must be 8 to 20 digits',
      'Account number must be 8 to 20 digits',
    ],
    ['update with the password', profileUpdateWithPasswordMessage, 500, undefined, 'Failed to update profile'],
  ])('%s %i %j -> %s', (_op, catalogue, status, providerMessage, expected) => {
    expect(catalogue(status, providerMessage)).toBe(expected);
  });
});
