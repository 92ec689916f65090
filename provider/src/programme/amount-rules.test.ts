import { describe, expect, it } from 'vitest';
import { amountMessage, isAmountTzs } from './amount-rules.js';

describe('isAmountTzs', () => {
  it.each([
    [1, true],
    [450_000, true],
    [10_000_000, true],
    [0, false],
    [-1, false],
    [1.5, false],
    [10_000_001, false],
    [1e12, false],
    ['100', false],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%j -> %s', (value, ok) => expect(isAmountTzs(value)).toBe(ok));

  it('names the field in its refusal', () => {
    expect(amountMessage('amountTzs')).toBe('amountTzs must be a whole number of shillings from 1 to 10,000,000');
  });
});
