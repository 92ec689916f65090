import { describe, expect, it } from 'vitest';
import { isPaymentStatus, parseSubmission, paymentView, refusalAnswer, type PaymentRow } from './payment-rules.js';

describe("parseSubmission (the programme's current year is Y2026_2027)", () => {
  const ok = (controlNumber: string, paymentType: string, paymentYear: string, amountTzs: number | null = null) => ({
    submission: { controlNumber, paymentType, paymentYear, amountTzs },
  });
  const badAmount = { problem: 'Amount must be a whole number of TZS between 1 and 100,000,000' };
  it.each([
    [{ controlNumber: '991234567890', paymentType: 'NHIF', paymentYear: 'Y2023_2024' }, ok('991234567890', 'NHIF', 'Y2023_2024')],
    [{ controlNumber: '  991234567890 ', paymentType: 'UNIVERSITY_FEE' }, ok('991234567890', 'UNIVERSITY_FEE', 'Y2026_2027')],
    [{ controlNumber: '991234567890', paymentType: 'NHIF', paymentYear: null }, ok('991234567890', 'NHIF', 'Y2026_2027')],
    [{ controlNumber: '991234567890', paymentType: 'NHIF', paymentYear: '' }, ok('991234567890', 'NHIF', 'Y2026_2027')],
    [{ controlNumber: '000000000001', paymentType: 'NHIF' }, ok('000000000001', 'NHIF', 'Y2026_2027')],
    [{ controlNumber: '99123456789', paymentType: 'NHIF' }, { problem: 'Control number must be exactly 12 digits' }],
    [{ controlNumber: '9912345678901', paymentType: 'NHIF' }, { problem: 'Control number must be exactly 12 digits' }],
    [{ controlNumber: '9912 3456 7890', paymentType: 'NHIF' }, { problem: 'Control number must be exactly 12 digits' }],
    [{ controlNumber: '99123456789a', paymentType: 'NHIF' }, { problem: 'Control number must be exactly 12 digits' }],
    [{ controlNumber: '', paymentType: 'NHIF' }, { problem: 'Control number must be exactly 12 digits' }],
    [{ controlNumber: 991234567890, paymentType: 'NHIF' }, { problem: 'Control number must be exactly 12 digits' }],
    [{ paymentType: 'NHIF' }, { problem: 'Control number must be exactly 12 digits' }],
    [{ controlNumber: '991234567890', paymentType: 'nhif' }, { problem: 'Payment type must be UNIVERSITY_FEE or NHIF' }],
    [{ controlNumber: '991234567890', paymentType: 'STIPEND' }, { problem: 'Payment type must be UNIVERSITY_FEE or NHIF' }],
    [{ controlNumber: '991234567890' }, { problem: 'Payment type must be UNIVERSITY_FEE or NHIF' }],
    [{ controlNumber: '991234567890', paymentType: 'NHIF', paymentYear: '2024-2025' }, { problem: 'Year must look like Y2024_2025' }],
    [{ controlNumber: '991234567890', paymentType: 'NHIF', paymentYear: 'Y2024_2026' }, { problem: 'Year must look like Y2024_2025' }],
    [{ controlNumber: '991234567890', paymentType: 'NHIF', paymentYear: 2024 }, { problem: 'Year must look like Y2024_2025' }],
    [null, { problem: 'Control number must be exactly 12 digits' }],
    // The bill's amount: optional (the spec's body has none), a JSON integer from 1 to 100,000,000 when given.
    [{ controlNumber: '991234567890', paymentType: 'NHIF', amountTzs: 1_250_000 }, ok('991234567890', 'NHIF', 'Y2026_2027', 1_250_000)],
    [{ controlNumber: '991234567890', paymentType: 'NHIF', amountTzs: 1 }, ok('991234567890', 'NHIF', 'Y2026_2027', 1)],
    [{ controlNumber: '991234567890', paymentType: 'NHIF', amountTzs: 100_000_000 }, ok('991234567890', 'NHIF', 'Y2026_2027', 100_000_000)],
    [{ controlNumber: '991234567890', paymentType: 'NHIF', amountTzs: null }, ok('991234567890', 'NHIF', 'Y2026_2027')],
    [{ controlNumber: '991234567890', paymentType: 'NHIF', amountTzs: 0 }, badAmount],
    [{ controlNumber: '991234567890', paymentType: 'NHIF', amountTzs: -1_250_000 }, badAmount],
    [{ controlNumber: '991234567890', paymentType: 'NHIF', amountTzs: 1250000.5 }, badAmount],
    [{ controlNumber: '991234567890', paymentType: 'NHIF', amountTzs: 100_000_001 }, badAmount],
    [{ controlNumber: '991234567890', paymentType: 'NHIF', amountTzs: 1e21 }, badAmount],
    [{ controlNumber: '991234567890', paymentType: 'NHIF', amountTzs: '1250000' }, badAmount],
    [{ controlNumber: '991234567890', paymentType: 'NHIF', amountTzs: '' }, badAmount],
    [{ controlNumber: '991234567890', paymentType: 'NHIF', amountTzs: true }, badAmount],
  ])('%j -> %j', (body, parsed) => expect(parseSubmission(body, 'Y2026_2027')).toEqual(parsed));
});

describe('isPaymentStatus', () => {
  it.each([
    ['UNPAID', true],
    ['PROCESSING', true],
    ['PAID', true],
    ['FAILED', true],
    ['paid', false],
    ['PENDING', false],
    [null, false],
  ])('%j -> %s', (value, ok) => expect(isPaymentStatus(value)).toBe(ok));
});

const row = {
  id: 'p1',
  seq: 1,
  userId: 'u1',
  paymentType: 'NHIF',
  paymentYear: 'Y2024_2025',
  controlNumber: '991234567890',
  status: 'UNPAID',
  createdAt: new Date('2025-03-04T05:06:07Z'),
  updatedAt: new Date(),
  failureReason: null,
  paidAt: null,
  paidAmount: null,
  amountDueTzs: 50_400,
  flagResolvedAt: null,
  flagResolvedBy: null,
  flagResolutionNote: null,
} satisfies PaymentRow;

describe('paymentView', () => {
  it('answers the contract shape', () => {
    expect(paymentView(row)).toEqual({
      id: 'p1',
      controlNumber: '991234567890',
      paymentType: 'NHIF',
      status: 'UNPAID',
      createdAt: '2025-03-04T05:06:07.000Z',
      paymentYear: 'Y2024_2025',
      failureReason: null,
      amountDueTzs: 50_400,
    });
  });
});

describe('refusalAnswer', () => {
  it("names no payment for another scholar's number", () => {
    expect(refusalAnswer({ refused: 'CONTROL_NUMBER_TAKEN' })).toEqual({
      message: 'This control number has already been submitted by another scholar. Check the number on your bill.',
      details: { code: 'CONTROL_NUMBER_TAKEN' },
    });
  });

  it.each([
    ['CONTROL_NUMBER_USED', row, 'You have already used this control number for NHIF 2024-2025. Check the number on your bill.'],
    [
      'CONTROL_NUMBER_USED',
      { ...row, paymentType: 'UNIVERSITY_FEE', paymentYear: 'Y2023_2024' },
      'You have already used this control number for University fee 2023-2024. Check the number on your bill.',
    ],
    ['PAID', { ...row, status: 'PAID' }, 'This payment has already been completed and cannot be changed.'],
    ['PROCESSING', { ...row, status: 'PROCESSING' }, 'This payment is already being processed and its control number cannot be changed.'],
  ] as const)('%s (%j)', (refused, payment, message) => {
    expect(refusalAnswer({ refused, payment })).toEqual({ message, details: { code: refused, payment: paymentView(payment) } });
  });
});
