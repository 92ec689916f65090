import { describe, expect, it } from 'vitest';
import { isRejected, resultStatusBadge } from './result-status';

describe('resultStatusBadge (spec 4)', () => {
  it.each([
    ['Submitted', 'Submitted', 'info'],
    ['SUBMITTED', 'Submitted', 'info'],
    ['APPROVED', 'Approved', 'success'],
    ['REJECTED', 'Rejected', 'danger'],
    ['completed', 'Completed', 'neutral'],
    ['ARCHIVED', 'ARCHIVED', 'neutral'],
    ['', 'Completed', 'neutral'],
  ])('%j -> %j (%s)', (status, label, tone) => {
    expect(resultStatusBadge(status)).toEqual({ label, tone });
  });

  it.each([
    ['REJECTED', true],
    ['APPROVED', false],
    ['Submitted', false],
  ])('isRejected(%j) -> %s', (status, rejected) => {
    expect(isRejected(status)).toBe(rejected);
  });
});
