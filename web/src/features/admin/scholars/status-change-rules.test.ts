import { describe, expect, it } from 'vitest';
import { statusChangeProblem } from './status-change-rules';

describe('statusChangeProblem', () => {
  it.each([
    ['ACTIVE', 'SUSPENDED', 'Fees unpaid', null],
    ['ACTIVE', 'ACTIVE', 'x', 'Choose a different status'],
    ['ACTIVE', '', 'x', 'Choose a different status'],
    ['ACTIVE', 'SUSPENDED', '   ', 'A reason is required to change the enrollment status'],
    ['ACTIVE', 'SUSPENDED', 'x'.repeat(501), 'The reason must be at most 500 characters'],
  ])('%s -> %s (%j): %s', (current, next, reason, expected) => {
    expect(statusChangeProblem(current, next, reason)).toBe(expected);
  });
});
