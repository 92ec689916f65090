import { describe, expect, it } from 'vitest';
import { parseCsv } from '../csv/csv.js';
import { bankFile, type BankFileRow } from './bank-file.js';

const row = (changes: Partial<BankFileRow> = {}): BankFileRow => ({
  accountNumber: '0150100000101',
  accountName: 'Amina Juma',
  amountTzs: 450_000,
  reference: 'NY-7-1',
  ...changes,
});

describe('bankFile', () => {
  it('writes a header and one line per row, quoting a comma and guarding a formula', () => {
    const written = bankFile([
      row(),
      row({ accountName: 'Juma "JH" Hassan, Jr', reference: 'NY-7-2' }),
      row({ accountName: '=HYPERLINK("x")', reference: 'NY-7-3' }),
    ]);
    expect(written).toEqual({
      text:
        'accountNumber,accountName,amountTzs,reference\r\n' +
        '0150100000101,Amina Juma,450000,NY-7-1\r\n' +
        '0150100000101,"Juma ""JH"" Hassan, Jr",450000,NY-7-2\r\n' +
        `0150100000101,"'=HYPERLINK(""x"")",450000,NY-7-3\r\n`,
    });
    expect('text' in written && parseCsv(written.text)).toMatchObject({ rows: { length: 4 } });
  });

  it('writes a header alone for no row', () => {
    expect(bankFile([])).toEqual({ text: 'accountNumber,accountName,amountTzs,reference\r\n' });
  });

  it.each<[string, Partial<BankFileRow>, 'accountNumber' | 'accountName' | 'reference']>([
    [
      'a second payment after a line break in the account number',
      { accountNumber: '0150100000101\r\n9999999999,Attacker,10000000,NY-7-9' },
      'accountNumber',
    ],
    ['a comma in the account number', { accountNumber: '0150100000101,9' }, 'accountNumber'],
    ['an account number with spaces', { accountNumber: '0150 1000 0010' }, 'accountNumber'],
    ['an account number too short', { accountNumber: '1234567' }, 'accountNumber'],
    ['no account number', { accountNumber: null }, 'accountNumber'],
    ['a formula for an account number', { accountNumber: '=1+2' }, 'accountNumber'],
    ['a line feed in the name', { accountName: 'Amina\n9999999999,Attacker,10000000,NY-7-9' }, 'accountName'],
    ['a carriage return in the name', { accountName: 'Amina\rJuma' }, 'accountName'],
    ['a tab in the name', { accountName: 'Amina\tJuma' }, 'accountName'],
    ['a NEL (C1) in the name', { accountName: 'Amina\u0085Juma' }, 'accountName'],
    ['a line separator in the name', { accountName: 'Amina\u2028Juma' }, 'accountName'],
    ['a paragraph separator in the name', { accountName: 'Amina\u2029Juma' }, 'accountName'],
    ['a line break in the reference', { reference: 'NY-7-1\n' }, 'reference'],
  ])('refuses the whole file for %s, naming the row', (_case, changes, field) => {
    const refused = bankFile([row({ reference: 'NY-7-1' }), row({ reference: 'NY-7-2', ...changes })]);
    expect(refused).toEqual({ refused: { problem: 'UNWRITABLE_ROW', reference: field === 'reference' ? '?' : 'NY-7-2', field } });
  });
});
