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
  const amount = { problem: 'AMOUNT', message: 'amount must be a whole number of TZS of at least 1, without decimals or separators' };
  // One row per check of the reader: its code, the value it names, and the English that follows from them.
  it.each([
    [
      'number,amount,paidAt\n991234567890,10,2025-01-01',
      1,
      { problem: 'HEADER', message: 'The first line must be the header controlNumber,amount,paidAt' },
    ],
    ['controlNumber,amount,paidAt\n991234567890,"10,2025-01-01', 2, { problem: 'UNCLOSED_QUOTE', message: 'a quoted field is not closed' }],
    [
      'controlNumber,amount,paidAt\n991234567890,"10"0,2025-01-01',
      2,
      { problem: 'MISPLACED_QUOTE', message: 'a quoted field goes on after its closing quote' },
    ],
    [
      'controlNumber,amount,paidAt\n"99123456789\n0",10,2025-01-01',
      2,
      { problem: 'CONTROL_CHARACTERS', message: 'The line contains control characters' },
    ],
    [
      'controlNumber,amount,paidAt\n991234567890,10,2025-01-01,extra',
      2,
      { problem: 'VALUE_COUNT', valueCount: 4, message: 'Expected 3 values (controlNumber,amount,paidAt), found 4' },
    ],
    [
      'controlNumber,amount,paidAt\n99123456789x,10,2025-01-01',
      2,
      { problem: 'CONTROL_NUMBER', message: 'controlNumber must be exactly 12 digits' },
    ],
    [
      'controlNumber,amount,paidAt\n991234567890,10,2025-01-01\n991234567890,10,2025-01-01',
      3,
      { problem: 'REPEATED', firstLine: 2, message: 'The control number is already on line 2' },
    ],
    ['controlNumber,amount,paidAt\n991234567890,0,2025-01-01', 2, amount],
    ['controlNumber,amount,paidAt\n991234567890,1 500,2025-01-01', 2, amount],
    ['controlNumber,amount,paidAt\n991234567890,"1,500",2025-01-01', 2, amount],
    ['controlNumber,amount,paidAt\n991234567890,1e3,2025-01-01', 2, amount],
    [
      'controlNumber,amount,paidAt\n991234567890,10,14/03/2025',
      2,
      { problem: 'PAID_AT', message: 'paidAt must be a date such as 2025-03-14 or 2025-03-14T10:30:00+03:00' },
    ],
    ['controlNumber,amount,paidAt\n991234567890,10,2025-07-01', 2, { problem: 'FUTURE_PAID_AT', message: 'paidAt is in the future' }],
  ])('%j is refused on line %i', (file, line, error) => {
    expect(parseBankFile(file, NOW)).toEqual({ problem: 'LINE_ERRORS', errors: [{ line, ...error }] });
  });

  it.each([
    ['', 'EMPTY'],
    ['controlNumber,amount,paidAt\n', 'EMPTY'],
    [`controlNumber,amount,paidAt\n${'991234567890,1,2025-01-01\n'.repeat(5001)}`, 'TOO_MANY_ROWS'],
    [`controlNumber,amount,paidAt\n${'x'.repeat(1024 * 1024)}`, 'TOO_LARGE'],
  ])('a file refused whole: %#', (file, problem) => {
    expect(parseBankFile(file, NOW)).toEqual({ problem, errors: [] });
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
    amountDueTzs: 100,
    ...changes,
  });
  const classes = (lines: ReturnType<typeof line>[], payments: Candidate[]) => {
    const report = reconcile(lines, payments, 'Y2024_2025', 'NHIF');
    return Object.fromEntries(
      Object.entries(report).map(([name, items]) => [
        name,
        (items as Classified<Candidate>[]).map((item) => [item.line, item.payment?.id ?? null, item.conflict ?? null, item.reason ?? null]),
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
      matched: [[2, 'a', null, null]],
      alreadyPaid: [[3, 'b', null, null]],
      unmatched: [[4, null, null, null]],
      conflicting: [
        [5, 'd', 'OTHER_PAYMENT', 'The control number is for NHIF 2023-2024, not NHIF 2024-2025'],
        [6, 'e', 'OTHER_PAYMENT', 'The control number is for University fee 2024-2025, not NHIF 2024-2025'],
        [7, 'f', 'FLAGGED', 'This control number is flagged (submitted by another scholar): resolve the flag before marking it PAID.'],
        [8, 'g', 'SHARED', 'More than one scholar submitted it for NHIF 2024-2025'],
      ],
    });
  });
  it('a paid payment of the year is already paid even when it was flagged later', () => {
    expect(classes([line(2, '1')], [payment('a', '1', { status: 'PAID', flags: ['REUSED'] })]).alreadyPaid).toEqual([[2, 'a', null, null]]);
  });

  describe("the amount paid against the bill's", () => {
    const paying = (amount: number) => ({ ...line(2, '1'), amount });
    const one = (amount: number, amountDueTzs: number | null, changes: Partial<Candidate> = {}) =>
      reconcile([paying(amount)], [payment('a', '1', { amountDueTzs, ...changes })], 'Y2024_2025', 'NHIF');
    const classOf = (report: ReturnType<typeof one>) =>
      Object.entries(report).flatMap(([name, items]) =>
        (items as Classified<Candidate>[]).map((item) => [name, item.conflict ?? null, item.reason ?? null, item.amountUnchecked ?? null]),
      );

    it.each([
      [1, 1_250_000, ['conflicting', 'AMOUNT_MISMATCH', 'The bank paid TZS 1 but the bill is for TZS 1,250,000', null]],
      [1_249_999, 1_250_000, ['conflicting', 'AMOUNT_MISMATCH', 'The bank paid TZS 1,249,999 but the bill is for TZS 1,250,000', null]],
      [2_500_000, 1_250_000, ['conflicting', 'AMOUNT_MISMATCH', 'The bank paid TZS 2,500,000 but the bill is for TZS 1,250,000', null]],
      [1_250_000, 1_250_000, ['matched', null, null, false]],
      // A payment from before the amount was asked: matched as it always was, marked as not checked.
      [1, null, ['matched', null, null, true]],
      [1_250_000, null, ['matched', null, null, true]],
    ])('%i TZS against a bill of %s: %j', (amount, due, expected) => {
      expect(classOf(one(amount, due))).toEqual([expected]);
    });

    it('names the payment, so the screen words the owed and paid amounts itself', () => {
      expect(one(1, 1_250_000).conflicting).toEqual([
        expect.objectContaining({ amount: 1, payment: expect.objectContaining({ id: 'a', amountDueTzs: 1_250_000 }) }),
      ]);
    });

    it('a line of another payment, flagged or shared says that first; a paid one is already paid whatever the amount', () => {
      expect(classOf(one(1, 1_250_000, { paymentYear: 'Y2023_2024' }))[0]!.slice(0, 2)).toEqual(['conflicting', 'OTHER_PAYMENT']);
      expect(classOf(one(1, 1_250_000, { flags: ['DUPLICATE'] }))[0]!.slice(0, 2)).toEqual(['conflicting', 'FLAGGED']);
      expect(classOf(one(1, 1_250_000, { status: 'PAID' }))).toEqual([['alreadyPaid', null, null, null]]);
    });
  });
});
