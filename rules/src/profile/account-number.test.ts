import { describe, expect, it } from 'vitest';
import { accountNumberProblem, isAccountNumber } from './account-number.js';

describe('accountNumberProblem (8 to 20 ASCII digits, surrounding spaces trimmed)', () => {
  it.each([
    ['0150123456789', null],
    [' 0150123456789 ', null],
    ['12345678', null],
    ['12345678901234567890', null],
    ['', 'Account number is required'],
    ['   ', 'Account number is required'],
    ['1234567', 'Account number must be 8 to 20 digits'],
    ['123456789012345678901', 'Account number must be 8 to 20 digits'],
    ['0150 1234 5678', 'Account number must be 8 to 20 digits'],
    ['0150-123456789', 'Account number must be 8 to 20 digits'],
    ['0150123456789\r\n9999999999,Attacker,10000000,NY-1-0002', 'Account number must be 8 to 20 digits'],
    ['0150123456789,', 'Account number must be 8 to 20 digits'],
    ['0150123456789\t', null],
    ['\t0150123456789\n', null],
    ['=1+1234567890', 'Account number must be 8 to 20 digits'],
    ['01501234567O9', 'Account number must be 8 to 20 digits'],
    // Look-alike digits of other scripts: a bank reads none of them.
    ['٠١٥٠١٢٣٤٥٦٧٨٩', 'Account number must be 8 to 20 digits'],
    ['０１５０１２３４５６７８９', 'Account number must be 8 to 20 digits'],
  ])('%j -> %j', (value, problem) => {
    expect(accountNumberProblem(value)).toBe(problem);
    expect(isAccountNumber(value)).toBe(problem === null);
  });
});
