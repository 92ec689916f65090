import { describe, expect, it } from 'vitest';
import { parseBankFile, parsePaidAt, reconcile, type Candidate, type Classified } from './reconcile-rules.js';

const NOW = new Date('2025-06-01T12:00:00Z');

describe('parsePaidAt', () => {
  it.each([
    ['2025-03-14', '2025-03-14T00:00:00.000Z'],
    ['2025-03-14T10:30:00+03:00', '2025-03-14T07:30:00.000Z'],
    ['2025-03-14T10:30Z', '2025-03-14T10:30:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2025-02-29', null],
    ['2025-13-01', null],
    ['14/03/2025', null],
    ['2025-03-14T10:30:00', null],
    ['1999-12-31', null],
    ['', null],
  ])('%j -> %s', (text, iso) => expect(parsePaidAt(text)?.toISOString() ?? null).toBe(iso));
});

describe('parseBankFile', () => {
  it('reads the lines under the header (BOM, CRLF, spaces and blank lines allowed)', () => {
    expect(parseBankFile('\uFEFFcontrolNumber, amount ,paidAt\r\n\r\n 991234567890 ,1500000,2025-03-14\r\n', NOW)).toEqual({
      lines: [{ line: 3, controlNumber: '991234567890', amount: 1500000, paidAt: '2025-03-14T00:00:00.000Z' }],
    });
  });
  it.each([
    ['991234567890,0,2025-01-01', 'amount must be'],
    ['991234567890,1 500,2025-01-01', 'amount must be'],
    ['991234567890,"1,500",2025-01-01', 'amount must be'],
    ['991234567890,1e3,2025-01-01', 'amount must be'],
    ['991234567890,10,2025-07-01', 'paidAt is in the future'],
    ['"99123456789\n0",10,2025-01-01', 'The line contains control characters'],
    ['991234567890,10,2025-01-01,extra', 'Expected 3 values'],
  ])('%j is refused', (line, message) => {
    expect(parseBankFile(`controlNumber,amount,paidAt\n${line}`, NOW)).toMatchObject({
      problem: 'The bank file has errors; nothing was applied',
      errors: [{ line: 2, message: expect.stringContaining(message) }],
    });
  });
});

describe('reconcile', () => {
  const line = (n: number, controlNumber: string) => ({ line: n, controlNumber, amount: 100, paidAt: '2025-01-01T00:00:00.000Z' });
  const payment = (id: string, controlNumber: string, changes: Partial<Candidate> = {}): Candidate => ({
    id,
    controlNumber,
    paymentType: 'NHIF',
    paymentYear: 'Y2024_2025',
    status: 'UNPAID',
    flags: [],
    ...changes,
  });
  const classes = (lines: ReturnType<typeof line>[], payments: Candidate[]) => {
    const report = reconcile(lines, payments, 'Y2024_2025', 'NHIF');
    return Object.fromEntries(
      Object.entries(report).map(([name, items]) => [
        name,
        (items as Classified<Candidate>[]).map((item) => [item.line, item.payment?.id ?? null, item.reason ?? null]),
      ]),
    );
  };
  it('sorts each line into one class', () => {
    expect(
      classes(
        [line(2, '1'), line(3, '2'), line(4, '3'), line(5, '4'), line(6, '5'), line(7, '6'), line(8, '7')],
        [
          payment('a', '1', { status: 'FAILED' }),
          payment('b', '2', { status: 'PAID' }),
          payment('d', '4', { paymentYear: 'Y2023_2024' }),
          payment('e', '5', { paymentType: 'UNIVERSITY_FEE' }),
          payment('f', '6', { flags: ['DUPLICATE'] }),
          payment('g', '7'),
          payment('h', '7'),
        ],
      ),
    ).toEqual({
      matched: [[2, 'a', null]],
      alreadyPaid: [[3, 'b', null]],
      unmatched: [[4, null, null]],
      conflicting: [
        [5, 'd', 'The control number is for NHIF 2023-2024, not NHIF 2024-2025'],
        [6, 'e', 'The control number is for University fee 2024-2025, not NHIF 2024-2025'],
        [7, 'f', 'This control number is flagged (submitted by another scholar): resolve the flag before marking it PAID.'],
        [8, 'g', 'More than one scholar submitted it for NHIF 2024-2025'],
      ],
    });
  });
  it('a paid payment of the year is already paid even when it was flagged later', () => {
    expect(classes([line(2, '1')], [payment('a', '1', { status: 'PAID', flags: ['REUSED'] })]).alreadyPaid).toEqual([[2, 'a', null]]);
  });
});
