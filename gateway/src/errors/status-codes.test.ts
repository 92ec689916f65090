import { describe, expect, it } from 'vitest';
import { codeForStatus } from './status-codes.js';

describe('codeForStatus', () => {
  it.each([
    [400, false, 'BAD_USER_INPUT'],
    [401, false, 'UNAUTHENTICATED'],
    [401, true, 'BAD_USER_INPUT'],
    [403, false, 'FORBIDDEN'],
    [403, true, 'FORBIDDEN'],
    [404, false, 'NOT_FOUND'],
    [409, false, 'CONFLICT'],
    [409, true, 'CONFLICT'],
    [422, false, 'BAD_USER_INPUT'],
    [429, false, 'RATE_LIMITED'],
    [500, false, 'INTERNAL_SERVER_ERROR'],
    [502, false, 'UPSTREAM_UNAVAILABLE'],
    [503, false, 'UPSTREAM_UNAVAILABLE'],
    [504, false, 'UPSTREAM_UNAVAILABLE'],
  ] as const)('%i (401 is user input: %s) -> %s', (status, unauthorizedIsUserInput, code) => {
    expect(codeForStatus(status, { unauthorizedIsUserInput })).toBe(code);
  });
});
