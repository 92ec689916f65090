import { describe, expect, it } from 'vitest';
import { paymentNotice } from './payment-notice.js';

describe('paymentNotice uses the portal words for each status (docs/behaviour.md §4)', () => {
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
    ['UNPAID', 'pending', 'yanasubiri'],
    ['PAID', 'completed', 'yamekamilika'],
    ['PROCESSING', 'processing', 'yanashughulikiwa'],
    ['FAILED', 'failed', 'yameshindikana'],
  ] as const)('%s -> %s, in Kiswahili %s', (status, word, neno) => {
    const notice = paymentNotice({ ...payment, status });
    expect(notice).toMatchObject({ audience: { userId: 'u1' }, kind: 'payments' });
    expect(notice.mail('en')).toEqual({
      subject: `Payment ${word}: control number 991234567890`,
      text:
        `The status of your university fee payment for 2024-2025 (control number 991234567890) is now ${word}.` +
        '\n\nSee the details in the portal under Payments.',
    });
    expect(notice.mail('sw')).toEqual({
      subject: `Malipo ${neno}: namba ya malipo 991234567890`,
      text:
        `Malipo yako ya ada ya chuo kwa mwaka wa masomo 2024-2025 (namba ya malipo 991234567890) sasa ${neno}.` +
        '\n\nAngalia maelezo zaidi kwenye mfumo, sehemu ya Malipo.',
    });
  });
  it("a FAILED payment's notice gives the officer's reason, in either language", () => {
    const notice = paymentNotice({
      ...payment,
      paymentType: 'NHIF',
      status: 'FAILED',
      failureReason: 'The bank rejected the control number',
    });
    expect(notice.mail('en').text).toContain('NHIF payment for 2024-2025');
    expect(notice.mail('en').text).toContain('is now failed.\n\nReason: The bank rejected the control number\n\nSee the details');
    expect(notice.mail('sw').text).toContain('Malipo yako ya NHIF kwa mwaka');
    expect(notice.mail('sw').text).toContain('sasa yameshindikana.\n\nSababu: The bank rejected the control number\n\nAngalia maelezo');
  });
  it('a reason left from an earlier failure is not told once the payment moved on', () => {
    const notice = paymentNotice({ ...payment, status: 'PROCESSING', failureReason: 'Old reason' });
    expect(notice.mail('en').text).not.toContain('Old reason');
  });
});
