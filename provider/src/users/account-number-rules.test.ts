import { describe, expect, it } from 'vitest';
import { isAccountNumber, maskAccountNumber, parseAccountNumber } from './account-number-rules.js';

describe('parseAccountNumber (8 to 20 ASCII digits, surrounding spaces trimmed)', () => {
  it.each([
    ['0150123456789', { accountNumber: '0150123456789' }],
    [' 0150123456789\t', { accountNumber: '0150123456789' }],
    ['12345678', { accountNumber: '12345678' }],
    ['12345678901234567890', { accountNumber: '12345678901234567890' }],
    ['', { problem: 'Account number is required' }],
    ['  ', { problem: 'Account number is required' }],
    ['1234567', { problem: 'Account number must be 8 to 20 digits' }],
    ['123456789012345678901', { problem: 'Account number must be 8 to 20 digits' }],
    ['0150 1234 5678', { problem: 'Account number must be 8 to 20 digits' }],
    ['0150123456789\r\n9999999999,Attacker,10000000,NY-1-0002', { problem: 'Account number must be 8 to 20 digits' }],
    ['=HYPERLINK("x")', { problem: 'Account number must be 8 to 20 digits' }],
    ['٠١٥٠١٢٣٤٥٦٧٨٩', { problem: 'Account number must be 8 to 20 digits' }],
    ['０１５０１２３４５６７８９', { problem: 'Account number must be 8 to 20 digits' }],
  ])('%j -> %j', (raw, expected) => {
    expect(parseAccountNumber(raw)).toEqual(expected);
  });
});

describe('isAccountNumber (a stored value, nothing around the digits)', () => {
  it.each([
    ['0150123456789', true],
    [' 0150123456789', false],
    ['0150123456789\n', false],
    ['ACC-12345678', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (value, ok) => expect(isAccountNumber(value)).toBe(ok));
});

describe('maskAccountNumber', () => {
  it.each([
    ['0150123456789', '••••••6789'],
    ['12345678', '••••••5678'],
    [' 0150123456789 ', '••••••6789'],
    ['0150\r\n9999,Attacker', '••••••????'],
    ['', null],
    [null, null],
  ])('%j -> %j', (value, masked) => expect(maskAccountNumber(value)).toBe(masked));
});
