import { describe, expect, it } from 'vitest';
import { amountDueProblem, controlNumberUsedMessage, paymentTypeLabel, submitFailedMessage } from './payment-words.js';

describe('payment words (docs/behaviour.md §3 and §8)', () => {
  it.each([
    ['UNIVERSITY_FEE', 'University fee', 'Failed to submit University fee payment'],
    ['NHIF', 'NHIF', 'Failed to submit NHIF payment'],
    ['STIPEND', 'STIPEND', 'Failed to submit STIPEND payment'],
  ])('%s is %j', (type, label, failed) => {
    expect(paymentTypeLabel(type)).toBe(label);
    expect(submitFailedMessage(type)).toBe(failed);
  });

  it.each([
    ['NHIF', '2023-2024', 'You have already used this control number for NHIF 2023-2024. Check the number on your bill.'],
    [
      'UNIVERSITY_FEE',
      '2024-2025',
      'You have already used this control number for University fee 2024-2025. Check the number on your bill.',
    ],
  ])('a number already used for %s %s', (type, year, message) => {
    expect(controlNumberUsedMessage(type, year)).toBe(message);
  });

  const invalid = 'Amount must be a whole number of TZS between 1 and 100,000,000';
  it.each([
    [1, null],
    [50_400, null],
    [1_250_000, null],
    [100_000_000, null],
    [0, invalid],
    [-1, invalid],
    [1250000.5, invalid],
    [100_000_001, invalid],
    [Number.NaN, invalid],
    [Number.POSITIVE_INFINITY, invalid],
  ])("a bill's amount of %d TZS: %j", (amount, problem) => {
    expect(amountDueProblem(amount)).toBe(problem);
  });
});
