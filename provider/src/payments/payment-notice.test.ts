import { describe, expect, it } from 'vitest';
import { paymentNotice } from './payment-notice.js';

describe('paymentNotice uses the portal words for each status (spec 4)', () => {
  const payment = {
    id: 'p1',
    seq: 1,
    userId: 'u1',
    paymentType: 'UNIVERSITY_FEE' as const,
    paymentYear: 'Y2024_2025',
    controlNumber: '991234567890',
    status: 'PAID' as const,
    createdAt: new Date(),
    updatedAt: new Date(),
    failureReason: null,
  };
  it.each([
    ['UNPAID', 'pending'],
    ['PAID', 'completed'],
    ['PROCESSING', 'processing'],
    ['FAILED', 'failed'],
  ] as const)('%s -> %s', (status, word) => {
    const notice = paymentNotice({ ...payment, status });
    expect(notice).toMatchObject({ audience: { userId: 'u1' }, kind: 'payments', subject: `Payment ${word}: control number 991234567890` });
    expect(notice.text).toContain(`university fee payment for 2024-2025 (control number 991234567890) is now ${word}.`);
    expect(notice.text).toContain('Settings > Notifications');
    expect(notice.text).not.toContain('Reason:');
  });
  it("a FAILED payment's notice gives the officer's reason", () => {
    const notice = paymentNotice({ ...payment, status: 'FAILED', failureReason: 'The bank rejected the control number' });
    expect(notice.text).toContain('is now failed.\n\nReason: The bank rejected the control number\n\nSee the details');
  });
});
