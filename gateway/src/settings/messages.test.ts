import { describe, expect, it } from 'vitest';
import { SETTINGS_FAILED, settingsMessage } from './messages.js';

describe('settingsMessage (docs/behaviour.md §8: settings failures use a "Failed to ..." default per operation)', () => {
  const revoke = settingsMessage(SETTINGS_FAILED.revokeSession);
  it.each([
    [400, 'Invalid two-factor code', 'Invalid two-factor code'],
    [400, undefined, 'Failed to revoke the session'],
    [401, 'Password is incorrect', 'Password is incorrect'],
    [404, 'Session not found', 'Session not found'],
    [409, 'Two-factor authentication is already on', 'Two-factor authentication is already on'],
    [403, 'You do not have permission to do this.', 'Failed to revoke the session'],
    [429, 'Too many attempts. Please try again later', 'Too many attempts. Please try again later'],
    [500, 'Internal server error', 'Failed to revoke the session'],
    [503, undefined, 'Failed to revoke the session'],
  ])('%i %j -> %s', (status, providerMessage, expected) => {
    expect(revoke(status, providerMessage)).toBe(expected);
  });

  it('every default starts with "Failed to"', () => {
    for (const message of Object.values(SETTINGS_FAILED)) expect(message).toMatch(/^Failed to /);
  });
});
