import { describe, expect, it } from 'vitest';
import { maskName, shownPayee } from './retention-rules.js';

describe('what a run shows of a removed scholar', () => {
  it.each([
    ['Amina Juma', 'A•••• J••••'],
    ['  amina   juma  ', 'A•••• J••••'],
    ['Émile', 'É••••'],
    ['', '••••'],
  ])('maskName(%j) is %j', (name, masked) => expect(maskName(name)).toBe(masked));

  it.each([
    [false, { name: 'Amina Juma', accountNumber: '0150100000101' }],
    [true, { name: 'A•••• J••••', accountNumber: '••••••0101' }],
  ])('removed %s', (removed, shown) => {
    expect(shownPayee({ accountName: 'Amina Juma', accountNumber: '0150100000101' }, removed)).toEqual(shown);
  });

  it('shows no account number as empty, removed or not', () => {
    expect(shownPayee({ accountName: 'Amina', accountNumber: null }, true)).toEqual({ name: 'A••••', accountNumber: '' });
    expect(shownPayee({ accountName: 'Amina', accountNumber: null }, false)).toEqual({ name: 'Amina', accountNumber: '' });
  });
});
