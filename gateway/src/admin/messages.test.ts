import { describe, expect, it } from 'vitest';
import { inviteMessage } from './messages.js';

describe('inviteMessage', () => {
  it.each([
    [401, 'Unauthorized', 'Your session has expired. Please sign in again.'],
    [403, 'Forbidden', 'Only administrators can invite students'],
    [400, 'emails must be a list of e-mail addresses', 'emails must be a list of e-mail addresses'],
    [500, undefined, 'Failed to invite students'],
  ])('%i %j -> %s', (status, providerMessage, expected) => {
    expect(inviteMessage(status, providerMessage)).toBe(expected);
  });
});
