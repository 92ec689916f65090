import { ADMIN_ONLY } from '@nuru/rules/admin';
import { describe, expect, it } from 'vitest';
import { adminMessage } from './messages.js';

describe('adminMessage', () => {
  it.each([
    [401, 'Unauthorized', 'Your session has expired. Please sign in again.'],
    [403, 'Forbidden', ADMIN_ONLY],
    [400, 'emails must be a list of e-mail addresses', 'emails must be a list of e-mail addresses'],
    [409, 'The last active administrator cannot be deactivated', 'The last active administrator cannot be deactivated'],
    [500, undefined, 'Failed to invite students'],
  ])('%i %j -> %s', (status, providerMessage, expected) => {
    expect(adminMessage('invite')(status, providerMessage)).toBe(expected);
  });

  it("falls back on each operation's own words", () => {
    expect(adminMessage('roster')(502, undefined)).toBe('Failed to import the roster');
  });
});
