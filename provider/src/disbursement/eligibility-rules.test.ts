import { describe, expect, it } from 'vitest';
import { blockingReasons, officerReason, REASON_CODES, scholarReason, type ReasonCode, type ScholarFacts } from './eligibility-rules.js';

const eligible: ScholarFacts = {
  enrollmentStatus: 'Active',
  resultStatus: 'APPROVED',
  universityFeeSubmitted: true,
  nhifSubmitted: true,
  accountNumber: '0150200000001',
  alreadyInPeriod: false,
  stipendsInYear: 0,
};
const YEAR = 'Y2024_2025';
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

describe('scholarReason: what the scholar reads and the step that unblocks it', () => {
  it.each<[ReasonCode, string, { label: string; path: string } | null]>([
    ['RESULTS_MISSING', 'Your 2024-2025 results have not been uploaded.', { label: 'Upload your 2024-2025 results', path: '/results' }],
    [
      'RESULTS_IN_REVIEW',
      "Your 2024-2025 results are waiting for an officer's review.",
      { label: 'See your 2024-2025 results', path: '/results' },
    ],
    [
      'RESULTS_REJECTED',
      'Your 2024-2025 results were not approved.',
      { label: 'Your 2024-2025 results were returned: see the comment', path: '/results' },
    ],
    [
      'UNIVERSITY_FEE_CONTROL_NUMBER_MISSING',
      'Your university fee control number for 2024-2025 has not been submitted.',
      { label: 'Submit your 2024-2025 university fee control number', path: '/payments' },
    ],
    [
      'NHIF_CONTROL_NUMBER_MISSING',
      'Your NHIF control number for 2024-2025 has not been submitted.',
      { label: 'Submit your 2024-2025 NHIF control number', path: '/payments' },
    ],
    [
      'BANK_ACCOUNT_MISSING',
      'Your profile has no bank account number to pay the stipend into.',
      { label: 'Add your bank account number in your profile', path: '/profile' },
    ],
    [
      'NOT_ACTIVE',
      'Your scholarship enrollment is not active, and stipends are paid to active scholars only. Contact the programme office (your scholarship officer) if you think this is wrong.',
      null,
    ],
    ['ALREADY_IN_PERIOD', 'You are already in another stipend run of this period.', null],
    [
      'YEAR_CAP_REACHED',
      'You have been paid every stipend the programme pays a scholar in 2024-2025. Contact the programme office (your scholarship officer) if you think this is wrong.',
      null,
    ],
    [
      'EXCLUDED_BY_OFFICER',
      'A programme officer left you out of this run. Contact the programme office (your scholarship officer) if you think this is wrong.',
      null,
    ],
  ])('%s', (code, message, action) => {
    expect(scholarReason(code, YEAR)).toEqual({ code, message, action });
  });

  it('writes the year of the run, in words', () => {
    expect(scholarReason('RESULTS_MISSING', 'Y2025_2026').action?.label).toBe('Upload your 2025-2026 results');
  });
});

describe('officerReason', () => {
  it('words every code for the excluded list', () => {
    const words = REASON_CODES.map((code) => officerReason(code, YEAR));
    expect(words.map((reason) => reason.code)).toEqual(REASON_CODES);
    expect(new Set(words.map((reason) => reason.message)).size).toBe(REASON_CODES.length);
    expect(officerReason('RESULTS_IN_REVIEW', YEAR).message).toBe('2024-2025 results not reviewed yet');
  });
});
