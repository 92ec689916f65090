import { describe, expect, it } from 'vitest';
import { english } from '../ui/shared-intl';
import type { ResultStatus } from '@/gql/graphql';
import { isRejected, resultStatusBadge } from './result-status';

describe('resultStatusBadge (docs/behaviour.md §4)', () => {
  it.each<[ResultStatus, string, string]>([
    ['SUBMITTED', 'Submitted', 'info'],
    ['APPROVED', 'Approved', 'success'],
    ['REJECTED', 'Rejected', 'danger'],
    ['COMPLETED', 'Completed', 'neutral'],
  ])('%j -> %j (%s)', (status, label, tone) => {
    const badge = resultStatusBadge(status);
    expect({ label: english.formatMessage(badge.message), tone: badge.tone }).toEqual({ label, tone });
  });

  it.each<[ResultStatus, boolean]>([
    ['REJECTED', true],
    ['APPROVED', false],
    ['SUBMITTED', false],
  ])('isRejected(%j) -> %s', (status, rejected) => {
    expect(isRejected(status)).toBe(rejected);
  });
});
