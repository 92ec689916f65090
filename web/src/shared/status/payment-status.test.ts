import { describe, expect, it } from 'vitest';
import { english } from '../ui/shared-intl';
import { paymentStatusBadge } from './payment-status';

describe('paymentStatusBadge', () => {
  it.each([
    ['pending', 'Pending', 'warning'],
    ['processing', 'Processing', 'info'],
    ['completed', 'Completed', 'success'],
    ['failed', 'Failed', 'danger'],
    ['UNKNOWN', 'Pending', 'warning'],
  ])('%j -> %j (%s)', (status, label, tone) => {
    const badge = paymentStatusBadge(status);
    expect({ label: english.formatMessage(badge.message), tone: badge.tone }).toEqual({ label, tone });
  });
});
