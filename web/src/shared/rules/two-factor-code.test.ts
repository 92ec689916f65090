import { describe, expect, it } from 'vitest';
import { twoFactorCodeProblem } from './two-factor-code';

describe('twoFactorCodeProblem', () => {
  it.each([
    ['123456', null],
    ['123 456', null],
    [' 123456 ', null],
    ['', 'Enter the 6-digit code'],
    ['   ', 'Enter the 6-digit code'],
    ['12345', 'The code has 6 digits'],
    ['1234567', 'The code has 6 digits'],
    ['12a456', 'The code has 6 digits'],
  ])('%j -> %j', (code, expected) => {
    expect(twoFactorCodeProblem(code)).toBe(expected);
  });
});
