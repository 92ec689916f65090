import { describe, expect, it } from 'vitest';
import {
  INPUT_MESSAGES as M,
  parseCancel,
  parseFailure,
  parseItemEdit,
  parseNewRun,
  parsePaid,
  parseVersionOnly,
} from './run-input-rules.js';

const run = { instalment: 'Semester 1', academicYear: 'Y2024_2025', batchNo: null };

describe('parseNewRun', () => {
  it.each<[unknown, unknown]>([
    [run, run],
    [
      { ...run, instalment: '  Semester 1 ', batchNo: 2, amountTzs: 500_000 },
      { ...run, batchNo: 2, amountTzs: 500_000 },
    ],
    [{ ...run, amountTzs: null }, run],
    [[run], { problem: M.notAnObject }],
    ['period', { problem: M.notAnObject }],
    [null, { problem: M.notAnObject }],
    [{ ...run, instalment: undefined }, { problem: M.instalmentRequired }],
    [{ ...run, instalment: '   ' }, { problem: M.instalmentRequired }],
    [{ ...run, instalment: 2025 }, { problem: M.instalmentRequired }],
    // A typed label, as runs were made before the programme's instalments: the period is chosen now, never typed.
    [{ period: '2024-2025 semester 1', academicYear: run.academicYear, batchNo: null }, { problem: M.instalmentRequired }],
    [{ ...run, academicYear: '2024-2025' }, { problem: M.academicYear }],
    [{ ...run, academicYear: undefined }, { problem: M.academicYear }],
    [{ instalment: run.instalment, academicYear: run.academicYear }, { problem: M.batchRequired }],
    [{ ...run, batchNo: 0 }, { problem: M.batchNo }],
    [{ ...run, batchNo: 1.5 }, { problem: M.batchNo }],
    [{ ...run, batchNo: '1' }, { problem: M.batchNo }],
    [{ ...run, amountTzs: 1.5 }, { problem: M.amountTzs }],
    [{ ...run, amountTzs: -1 }, { problem: M.amountTzs }],
    [{ ...run, amountTzs: 0 }, { problem: M.amountTzs }],
    [{ ...run, amountTzs: '100' }, { problem: M.amountTzs }],
    [{ ...run, amountTzs: 1e12 }, { problem: M.amountTzs }],
  ])('%j -> %j', (body, expected) => {
    expect(parseNewRun(body)).toEqual(expected);
  });
});

describe('parseItemEdit', () => {
  it.each<[unknown, unknown]>([
    [
      { version: 3, amountTzs: 300_000, reason: ' Half a semester ' },
      { version: 3, amountTzs: 300_000, reason: 'Half a semester' },
    ],
    [
      { version: 1, excluded: true, reason: 'On leave' },
      { version: 1, excluded: true, reason: 'On leave' },
    ],
    [
      { version: 1, excluded: false, amountTzs: 1, reason: 'Back' },
      { version: 1, excluded: false, amountTzs: 1, reason: 'Back' },
    ],
    [{ amountTzs: 1, reason: 'r' }, { problem: M.version }],
    [{ version: '1', amountTzs: 1, reason: 'r' }, { problem: M.version }],
    [{ version: 0, amountTzs: 1, reason: 'r' }, { problem: M.version }],
    [{ version: 1.5, amountTzs: 1, reason: 'r' }, { problem: M.version }],
    [{ version: 1, amountTzs: 1.5, reason: 'r' }, { problem: M.amountTzs }],
    [{ version: 1, amountTzs: -1, reason: 'r' }, { problem: M.amountTzs }],
    [{ version: 1, amountTzs: '100', reason: 'r' }, { problem: M.amountTzs }],
    [{ version: 1, amountTzs: 1e12, reason: 'r' }, { problem: M.amountTzs }],
    [{ version: 1, amountTzs: null, reason: 'r' }, { problem: M.amountTzs }],
    [{ version: 1, excluded: 'yes', reason: 'r' }, { problem: M.excluded }],
    [{ version: 1, reason: 'r' }, { problem: M.nothingAsked }],
    [{ version: 1, excluded: true }, { problem: M.editReason }],
    [{ version: 1, excluded: true, reason: '  ' }, { problem: M.editReason }],
    [{ version: 1, excluded: true, reason: 7 }, { problem: M.reasonText }],
    [{ version: 1, excluded: true, reason: 'x'.repeat(501) }, { problem: M.reasonTooLong }],
  ])('%j -> %j', (body, expected) => {
    expect(parseItemEdit(body)).toEqual(expected);
  });
});

describe('the state changes', () => {
  const now = new Date('2025-03-01T12:00:00Z');
  it.each<[string, unknown, unknown]>([
    ['approve', parseVersionOnly({ version: 4 }), { version: 4 }],
    ['approve without a version', parseVersionOnly({}), { problem: M.version }],
    ['approve with a text version', parseVersionOnly({ version: '4' }), { problem: M.version }],
    ['cancel', parseCancel({ version: 2, reason: ' Wrong period ' }), { version: 2, reason: 'Wrong period' }],
    ['cancel without a reason', parseCancel({ version: 2 }), { problem: M.cancelReason }],
    ['cancel without a version', parseCancel({ reason: 'x' }), { problem: M.version }],
    ['paid now', parsePaid({ version: 3 }, now), { version: 3, paidAt: now }],
    [
      'paid on a day',
      parsePaid({ version: 3, paidAt: '2025-02-28T09:30:00+03:00' }, now),
      { version: 3, paidAt: new Date('2025-02-28T06:30:00Z') },
    ],
    ['paid in the future', parsePaid({ version: 3, paidAt: '2025-03-01T12:00:01Z' }, now), { problem: M.paidAtFuture }],
    ['paid on a bare date', parsePaid({ version: 3, paidAt: '2025-02-28' }, now), { problem: M.paidAt }],
    ['paid on nonsense', parsePaid({ version: 3, paidAt: 'yesterday' }, now), { problem: M.paidAt }],
    ['paid on a number', parsePaid({ version: 3, paidAt: 1_740_000_000_000 }, now), { problem: M.paidAt }],
    ['paid in month 13', parsePaid({ version: 3, paidAt: '2025-13-01T00:00:00Z' }, now), { problem: M.paidAt }],
    ['paid on a day its month has not', parsePaid({ version: 3, paidAt: '2025-02-30T09:00:00Z' }, now), { problem: M.paidAt }],
    ['failed', parseFailure({ reason: ' Account closed ' }), { reason: 'Account closed' }],
    ['failed without a reason', parseFailure({}), { problem: M.failureReason }],
    ['failed with a list', parseFailure([]), { problem: M.notAnObject }],
  ])('%s', (_name, parsed, expected) => {
    expect(parsed).toEqual(expected);
  });
});
