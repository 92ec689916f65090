import { describe, expect, it } from 'vitest';
import { isVerificationCode } from './verification-code';

describe('isVerificationCode', () => {
  it.each([
    ['123456', true],
    [' 012345 ', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
  ])('%j -> %s', (code, ok) => {
    expect(isVerificationCode(code)).toBe(ok);
  });
});
