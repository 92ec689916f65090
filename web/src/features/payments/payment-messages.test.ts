import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPE_LABELS } from '@nuru/rules/payments';
import { PaymentType } from '@/gql/graphql';
import { english } from '@/shared/ui/shared-intl';
import { amountProblem, controlNumberProblem, historyFailureMessage, readAmountTzs, withCachedSuffix } from './payment-messages';

describe('historyFailureMessage (docs/behaviour.md §8, payments screen)', () => {
  it.each([
    [401, undefined, 'Your session has expired. Please log in again.'],
    [403, undefined, 'You do not have permission to view payment history. Please contact support if this is incorrect.'],
    [404, undefined, 'Payment history service is not available. Please try again later.'],
    [500, undefined, 'Server error occurred. Please try again later or contact support if the issue persists.'],
    [0, 'UPSTREAM_UNAVAILABLE', 'Unable to connect to the server. Please check your internet connection and try again.'],
    [undefined, 'UPSTREAM_UNAVAILABLE', 'Unable to connect to the server. Please check your internet connection and try again.'],
    [undefined, 'UNAUTHENTICATED', 'Your session has expired. Please log in again.'],
    [undefined, 'FORBIDDEN', 'You do not have permission to view payment history. Please contact support if this is incorrect.'],
    [502, 'INTERNAL_SERVER_ERROR', 'Failed to load your payment information. Please try again later.'],
    [429, undefined, 'Failed to load your payment information. Please try again later.'],
    [undefined, undefined, 'Failed to load your payment information. Please try again later.'],
  ])('HTTP %j (%j) -> %j', (status, code, message) => {
    expect(historyFailureMessage(english, status, code)).toBe(message);
  });

  it('appends the cached-data suffix (docs/behaviour.md §4)', () => {
    expect(withCachedSuffix(english, 'Unable to connect to the server. Please check your internet connection and try again.')).toBe(
      'Unable to connect to the server. Please check your internet connection and try again. Showing cached payment data.',
    );
  });
});

describe('the payment types of the schema', () => {
  it('each has its words in @nuru/rules', () => {
    for (const type of Object.values(PaymentType)) expect(PAYMENT_TYPE_LABELS[type]).toMatch(/\w/);
  });
});

describe('controlNumberProblem', () => {
  it.each([
    ['991234567890', null],
    ['  991234567890  ', null],
    ['', 'Control number cannot be empty'],
    ['   ', 'Control number cannot be empty'],
    ['99123456789', 'Control number must be exactly 12 digits'],
    ['9912345678901', 'Control number must be exactly 12 digits'],
    ['99123456789O', 'Control number must be exactly 12 digits'],
    ['9912 3456 7890', 'Control number must be exactly 12 digits'],
  ])('%j -> %j', (text, problem) => {
    expect(controlNumberProblem(english, text)).toBe(problem);
  });
});

describe("the bill's amount as typed", () => {
  const invalid = 'Amount must be a whole number of TZS between 1 and 100,000,000';
  it.each([
    ['1250000', 1_250_000, null],
    ['1,250,000', 1_250_000, null],
    [' 1 250 000 ', 1_250_000, null],
    ['50,400', 50_400, null],
    ['1', 1, null],
    ['100,000,000', 100_000_000, null],
    ['', null, 'Amount cannot be empty'],
    ['   ', null, 'Amount cannot be empty'],
    ['0', 0, invalid],
    ['100,000,001', 100_000_001, invalid],
    ['1250000.50', null, invalid],
    ['1.250.000', null, invalid],
    ['12,50,000', null, invalid],
    ['-50400', null, invalid],
    ['TZS 50,400', null, invalid],
    ['1e6', null, invalid],
  ])('%j reads as %j: %j', (text, amount, problem) => {
    expect(readAmountTzs(text)).toBe(amount);
    expect(amountProblem(english, text)).toBe(problem);
  });
});
