import { describe, expect, it } from 'vitest';
import { isVerificationCode, twoFactorCodeProblem, verificationCodeProblem } from './codes.js';

describe('isVerificationCode (the e-mailed code: six digits)', () => {
  it.each([
    ['123456', true],
    [' 012345 ', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
  ])('%j -> %s', (code, ok) => {
    expect(isVerificationCode(code)).toBe(ok);
    expect(verificationCodeProblem(code)).toBe(ok ? null : 'Enter the 6-digit code from your e-mail');
  });
});

describe('twoFactorCodeProblem (the authenticator code, perhaps split by a space)', () => {
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
