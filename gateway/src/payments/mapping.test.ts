import { describe, expect, it } from 'vitest';
import { submissionMessage, toPayment, toPaymentStatus, toSubmission } from './mapping.js';

describe('toPaymentStatus (docs/behaviour.md §4)', () => {
  it.each([
    ['UNPAID', 'pending'],
    ['PAID', 'completed'],
    ['PROCESSING', 'processing'],
    ['FAILED', 'failed'],
    ['paid', 'completed'],
    ['REFUNDED', 'pending'],
    ['', 'pending'],
    [null, 'pending'],
    [undefined, 'pending'],
  ])('%j -> %s', (status, expected) => {
    expect(toPaymentStatus(status)).toBe(expected);
  });
});

describe('toPayment', () => {
  it("names the type and the status in the schema's words", () => {
    expect(
      toPayment({
        id: '4',
        controlNumber: '991234567890',
        paymentType: 'NHIF',
        status: 'PROCESSING',
        createdAt: '2025-02-01T08:00:00.000Z',
        paymentYear: 'Y2024_2025',
        failureReason: null,
      }),
    ).toMatchObject({ id: '4', type: 'NHIF', status: 'processing', paymentYear: 'Y2024_2025', failureReason: null });
    expect(toPayment({ id: '5', status: 'FAILED', failureReason: ' Wrong amount ' }).failureReason).toBe('Wrong amount');
  });

  it('passes on an entry without a year as it is, for the AcademicYear scalar to refuse', () => {
    expect(toPayment({ id: 'p1', paymentType: 'university_fee' })).toMatchObject({
      type: 'UNIVERSITY_FEE',
      status: 'pending',
      paymentYear: '',
    });
  });
});

describe('toSubmission (docs/behaviour.md §5 and §9)', () => {
  const amountTzs = 1_250_000;
  const invalidAmount = { ok: false, message: 'Amount must be a whole number of TZS between 1 and 100,000,000' };
  it.each([
    // Without a year the provider files it under the programme's current one; the scalar already gave the provider form.
    [
      { controlNumber: ' 991234567890 ', paymentType: 'NHIF' as const, amountTzs },
      { ok: true, body: { controlNumber: '991234567890', paymentType: 'NHIF', amountTzs } },
    ],
    [
      { controlNumber: '991234567890', paymentType: 'NHIF' as const, paymentYear: null, amountTzs },
      { ok: true, body: { controlNumber: '991234567890', paymentType: 'NHIF', amountTzs } },
    ],
    [
      { controlNumber: '991234567890', paymentType: 'UNIVERSITY_FEE' as const, paymentYear: 'Y2023_2024', amountTzs },
      { ok: true, body: { controlNumber: '991234567890', paymentType: 'UNIVERSITY_FEE', paymentYear: 'Y2023_2024', amountTzs } },
    ],
    [
      { controlNumber: '   ', paymentType: 'NHIF' as const, amountTzs },
      { ok: false, message: 'Control number cannot be empty' },
    ],
    [
      { controlNumber: '', paymentType: 'NHIF' as const, amountTzs },
      { ok: false, message: 'Control number cannot be empty' },
    ],
    // The bill's amount, checked before the provider is asked (GraphQL's Int already refuses a fraction or a string).
    [
      { controlNumber: '991234567890', paymentType: 'NHIF' as const, amountTzs: 1 },
      { ok: true, body: { controlNumber: '991234567890', paymentType: 'NHIF', amountTzs: 1 } },
    ],
    [{ controlNumber: '991234567890', paymentType: 'NHIF' as const, amountTzs: 0 }, invalidAmount],
    [{ controlNumber: '991234567890', paymentType: 'NHIF' as const, amountTzs: -50_400 }, invalidAmount],
    [{ controlNumber: '991234567890', paymentType: 'NHIF' as const, amountTzs: 100_000_001 }, invalidAmount],
  ])('%j', (input, expected) => {
    expect(toSubmission(input)).toEqual(expected);
  });
});

describe('submissionMessage (docs/behaviour.md §7: string, or object with message or data)', () => {
  it.each([
    ['Saved', 'Saved'],
    [{ message: 'Control number submitted successfully', data: { id: 1 } }, 'Control number submitted successfully'],
    [{ data: { id: 1 } }, 'Control number submitted successfully'],
    [{ message: '' }, 'Control number submitted successfully'],
    [undefined, 'Control number submitted successfully'],
    [null, 'Control number submitted successfully'],
  ])('%j -> %s', (answer, expected) => {
    expect(submissionMessage(answer)).toBe(expected);
  });
});
