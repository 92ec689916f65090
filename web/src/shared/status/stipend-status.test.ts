import { describe, expect, it } from 'vitest';
import { english } from '../ui/shared-intl';
import { StipendStatus } from '@/gql/graphql';
import { stipendStatusBadge } from './stipend-status';

describe('stipendStatusBadge', () => {
  it('words every status of the schema', () => {
    expect(Object.values(StipendStatus).map((status) => english.formatMessage(stipendStatusBadge(status).message))).toEqual([
      'In a run',
      'Approved',
      'Paid',
      'Transfer failed',
      'Not included',
      'Eligible',
      'Not eligible',
    ]);
  });
});
