import { describe, expect, it } from 'vitest';
import type { ScholarFacts } from './eligibility-rules.js';
import { rowChanges, type FrozenRow, type RowChange } from './recheck-rules.js';

const frozen: FrozenRow = { accountNumber: '0150123456789', holdsPeriod: true };
const now: ScholarFacts = {
  enrollmentStatus: 'Active',
  resultStatus: 'APPROVED',
  universityFeeSubmitted: true,
  nhifSubmitted: true,
  accountNumber: '0150123456789',
  alreadyInPeriod: false,
  stipendsInYear: 1,
};

describe('rowChanges: what stops a frozen row being paid as it stands', () => {
  it.each<[string, FrozenRow, ScholarFacts | null, RowChange[]]>([
    ['nothing changed', frozen, now, []],
    ['spaces around the same number', frozen, { ...now, accountNumber: ' 0150123456789 ' }, []],
    ['the scholar was removed', frozen, null, ['SCHOLAR_REMOVED']],
    ['suspended since', frozen, { ...now, enrollmentStatus: 'Suspended' }, ['NOT_ACTIVE']],
    ['results rejected since', frozen, { ...now, resultStatus: 'REJECTED' }, ['RESULTS_REJECTED']],
    ['results deleted since', frozen, { ...now, resultStatus: null }, ['RESULTS_MISSING']],
    ['a control number deleted since', frozen, { ...now, nhifSubmitted: false }, ['NHIF_CONTROL_NUMBER_MISSING']],
    ['another bank account', frozen, { ...now, accountNumber: '0150999999999' }, ['BANK_ACCOUNT_CHANGED']],
    ['the bank account removed', frozen, { ...now, accountNumber: null }, ['BANK_ACCOUNT_MISSING']],
    ['a row of an older double payment', { ...frozen, holdsPeriod: false }, now, ['ALREADY_IN_PERIOD']],
    ['paid in another period of the year since, up to the cap', frozen, { ...now, stipendsInYear: 2 }, ['YEAR_CAP_REACHED']],
    [
      'several at once, in the order to read them',
      { ...frozen, holdsPeriod: false },
      { ...now, enrollmentStatus: 'Withdrawn', accountNumber: '0150999999999' },
      ['NOT_ACTIVE', 'BANK_ACCOUNT_CHANGED', 'ALREADY_IN_PERIOD'],
    ],
  ])('%s', (_name, row, facts, expected) => expect(rowChanges(row, facts, 2)).toEqual(expected));
});
