import { describe, expect, it } from 'vitest';
import { blockingReasons, scholarReason, type ReasonCode, type ScholarFacts } from './eligibility-rules.js';

const eligible: ScholarFacts = {
  enrollmentStatus: 'Active',
  resultStatus: 'APPROVED',
  universityFeeSubmitted: true,
  nhifSubmitted: true,
  accountNumber: '0150200000001',
  alreadyInPeriod: false,
  stipendsInYear: 0,
};
/** The programme settings' default: two stipends per scholar per academic year. */
const CAP = 2;

describe('blockingReasons: one scholar per reason', () => {
  it.each<[string, Partial<ScholarFacts>, ReasonCode[]]>([
    ['eligible', {}, []],
    ['active in other letters', { enrollmentStatus: ' ACTIVE ' }, []],
    ['suspended', { enrollmentStatus: 'Suspended' }, ['NOT_ACTIVE']],
    ['graduated', { enrollmentStatus: 'Graduated' }, ['NOT_ACTIVE']],
    ['withdrawn', { enrollmentStatus: 'Withdrawn' }, ['NOT_ACTIVE']],
    ['no results', { resultStatus: null }, ['RESULTS_MISSING']],
    ['results in review', { resultStatus: 'SUBMITTED' }, ['RESULTS_IN_REVIEW']],
    ['results rejected', { resultStatus: 'REJECTED' }, ['RESULTS_REJECTED']],
    ['no university fee control number', { universityFeeSubmitted: false }, ['UNIVERSITY_FEE_CONTROL_NUMBER_MISSING']],
    ['no NHIF control number', { nhifSubmitted: false }, ['NHIF_CONTROL_NUMBER_MISSING']],
    ['no bank account', { accountNumber: null }, ['BANK_ACCOUNT_MISSING']],
    ['a blank bank account', { accountNumber: '   ' }, ['BANK_ACCOUNT_MISSING']],
    ['a bank account saved before the rule that is not a number', { accountNumber: 'ACC 0150-123' }, ['BANK_ACCOUNT_MISSING']],
    [
      'a second bank-file line in the bank account',
      { accountNumber: '0150123456789\r\n9999999999,X,10000000,NY-1-2' },
      ['BANK_ACCOUNT_MISSING'],
    ],
    ['a bank account with spaces around it', { accountNumber: ' 0150123456789 ' }, []],
    ['already in a run of the period', { alreadyInPeriod: true }, ['ALREADY_IN_PERIOD']],
    ['paid in one other period of the year', { stipendsInYear: 1 }, []],
    ['paid in as many other periods of the year as the cap', { stipendsInYear: 2 }, ['YEAR_CAP_REACHED']],
    ['paid in more periods than the cap (the cap was lowered)', { stipendsInYear: 3 }, ['YEAR_CAP_REACHED']],
    ['already in the period and at the cap: the period says it', { alreadyInPeriod: true, stipendsInYear: 2 }, ['ALREADY_IN_PERIOD']],
  ])('%s', (_name, facts, reasons) => {
    expect(blockingReasons({ ...eligible, ...facts }, CAP)).toEqual(reasons);
  });
});

describe('blockingReasons: combinations, in the order to deal with them', () => {
  it.each<[string, Partial<ScholarFacts>, ReasonCode[]]>([
    [
      'a new scholar with nothing done',
      { resultStatus: null, universityFeeSubmitted: false, nhifSubmitted: false, accountNumber: null },
      ['RESULTS_MISSING', 'UNIVERSITY_FEE_CONTROL_NUMBER_MISSING', 'NHIF_CONTROL_NUMBER_MISSING', 'BANK_ACCOUNT_MISSING'],
    ],
    [
      'results in review and no NHIF number',
      { resultStatus: 'SUBMITTED', nhifSubmitted: false },
      ['RESULTS_IN_REVIEW', 'NHIF_CONTROL_NUMBER_MISSING'],
    ],
    ['rejected results and no bank account', { resultStatus: 'REJECTED', accountNumber: '' }, ['RESULTS_REJECTED', 'BANK_ACCOUNT_MISSING']],
    [
      'suspended and already paid this period',
      { enrollmentStatus: 'Suspended', alreadyInPeriod: true },
      ['NOT_ACTIVE', 'ALREADY_IN_PERIOD'],
    ],
    [
      'everything wrong at once',
      {
        enrollmentStatus: 'Withdrawn',
        resultStatus: 'REJECTED',
        universityFeeSubmitted: false,
        nhifSubmitted: false,
        accountNumber: null,
        alreadyInPeriod: true,
      },
      [
        'NOT_ACTIVE',
        'RESULTS_REJECTED',
        'UNIVERSITY_FEE_CONTROL_NUMBER_MISSING',
        'NHIF_CONTROL_NUMBER_MISSING',
        'BANK_ACCOUNT_MISSING',
        'ALREADY_IN_PERIOD',
      ],
    ],
    ['withdrawn and at the cap', { enrollmentStatus: 'Withdrawn', stipendsInYear: 2 }, ['NOT_ACTIVE', 'YEAR_CAP_REACHED']],
  ])('%s', (_name, facts, reasons) => {
    expect(blockingReasons({ ...eligible, ...facts }, CAP)).toEqual(reasons);
  });
});

describe('scholarReason: the code and the page where the scholar fixes it', () => {
  it.each<[ReasonCode, string | null]>([
    ['NOT_ACTIVE', null],
    ['RESULTS_MISSING', '/results'],
    ['RESULTS_IN_REVIEW', '/results'],
    ['RESULTS_REJECTED', '/results'],
    ['UNIVERSITY_FEE_CONTROL_NUMBER_MISSING', '/payments'],
    ['NHIF_CONTROL_NUMBER_MISSING', '/payments'],
    ['BANK_ACCOUNT_MISSING', '/profile'],
    ['ALREADY_IN_PERIOD', null],
    ['YEAR_CAP_REACHED', null],
    ['EXCLUDED_BY_OFFICER', null],
  ])('%s: %s', (code, path) => {
    expect(scholarReason(code)).toEqual({ code, path });
  });
});
