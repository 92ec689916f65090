import { describe, expect, it } from 'vitest';
import { ControlNumberStatus } from '@/gql/graphql';
import { english } from '../ui/shared-intl';
import { controlNumberStatusBadge } from './control-number-status';

describe('controlNumberStatusBadge', () => {
  it('words and colours every status of the schema', () => {
    expect(
      Object.values(ControlNumberStatus).map((status) => {
        const badge = controlNumberStatusBadge(status);
        return [status, english.formatMessage(badge.message), badge.tone];
      }),
    ).toEqual(
      expect.arrayContaining([
        ['UNPAID', 'Unpaid', 'neutral'],
        ['PROCESSING', 'Processing', 'info'],
        ['PAID', 'Paid', 'success'],
        ['FAILED', 'Failed', 'danger'],
      ]),
    );
    expect(Object.values(ControlNumberStatus)).toHaveLength(4);
  });
});
