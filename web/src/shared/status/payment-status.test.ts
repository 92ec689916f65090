import { describe, expect, it } from 'vitest';
import { paymentStatusBadge } from './payment-status';

describe('paymentStatusBadge', () => {
  it.each([
    ['pending', 'Pending', 'warning'],
    ['processing', 'Processing', 'info'],
    ['completed', 'Completed', 'success'],
    ['failed', 'Failed', 'danger'],
    ['UNKNOWN', 'Pending', 'warning'],
  ])('%j -> %j (%s)', (status, label, tone) => {
    expect(paymentStatusBadge(status)).toEqual({ label, tone });
  });
});
