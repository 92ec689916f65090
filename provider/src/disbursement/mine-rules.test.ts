import { describe, expect, it } from 'vitest';
import type { ReasonCode } from './eligibility-rules.js';
import { currentRun, currentStipend, stipendHistory, type ScholarRun } from './mine-rules.js';
import { periodKey } from '../programme/period-rules.js';

const day = (d: number) => new Date(Date.UTC(2025, 0, d));
const included = {
  included: true,
  amountTzs: 450_000,
  transferStatus: 'PENDING',
  failureReason: null,
  failedAt: null,
  officerReason: null,
} as const;
const failed = { ...included, transferStatus: 'FAILED', failureReason: 'Account closed', failedAt: day(9) } as const;
const excluded = { ...included, included: false } as const;
// One officer said the transfer failed; nobody confirmed it yet.
const reported = { ...included, transferStatus: 'FAILURE_REPORTED', failureReason: 'Account closed' } as const;
const run = (period: string, status: ScholarRun['status'], item: ScholarRun['item'], covers = true): ScholarRun => ({
  period,
  periodKey: periodKey(period),
  academicYear: 'Y2024_2025',
  status,
  covers,
  createdAt: day(1),
  approvedAt: status === 'DRAFT' ? null : day(2),
  paidAt: status === 'PAID' ? day(3) : null,
  item,
});

describe('currentRun: which run answers the scholar (runs newest first)', () => {
  it.each<[string, ScholarRun[], [string, string] | null]>([
    ['no run', [], null],
    ['a run of another batch only', [run('S1', 'DRAFT', null, false)], null],
    ['included in a draft', [run('S1', 'DRAFT', included)], ['S1', 'IN_RUN']],
    ['included in an approved run', [run('S1', 'APPROVED', included)], ['S1', 'APPROVED']],
    ['included in a paid run', [run('S1', 'PAID', included)], ['S1', 'PAID']],
    ['their transfer failed', [run('S1', 'PAID', failed)], ['S1', 'FAILED']],
    ['their transfer was reported failed, not yet confirmed', [run('S1', 'PAID', reported)], ['S1', 'PAID']],
    ['left out', [run('S1', 'DRAFT', excluded)], ['S1', 'NOT_INCLUDED']],
    ['joined after the run was made', [run('S1', 'DRAFT', null)], ['S1', 'NOT_INCLUDED']],
    ['a new period leaves the paid one behind', [run('S2', 'DRAFT', excluded), run('S1', 'PAID', included)], ['S2', 'NOT_INCLUDED']],
    [
      'paid in the period, then left out of a later run of it (already in the period)',
      [run('s1', 'DRAFT', excluded), run('S1', 'PAID', included)],
      ['S1', 'PAID'],
    ],
    ['failed, then carried into a later run of the period', [run('S1', 'DRAFT', included), run('S1', 'PAID', failed)], ['S1', 'IN_RUN']],
    ['failed, then left out of a later run of the period', [run('S1', 'DRAFT', excluded), run('S1', 'PAID', failed)], ['S1', 'FAILED']],
    ['moved batch: a run that holds them still counts', [run('S1', 'APPROVED', included, false)], ['S1', 'APPROVED']],
  ])('%s', (_name, runs, expected) => {
    const current = currentRun(runs);
    expect(current && [current.run.period, current.status]).toEqual(expected);
  });
});

describe('stipendHistory', () => {
  it('lists the runs that included the scholar, each dated by its status', () => {
    const runs = [run('S3', 'DRAFT', included), run('S2', 'APPROVED', included), run('S1b', 'PAID', included), run('S1', 'PAID', failed)];
    expect(stipendHistory([...runs, run('S0', 'PAID', excluded)]).map((row) => [row.period, row.status, row.date])).toEqual([
      ['S3', 'IN_RUN', day(1).toISOString()],
      ['S2', 'APPROVED', day(2).toISOString()],
      ['S1b', 'PAID', day(3).toISOString()],
      ['S1', 'FAILED', day(9).toISOString()],
    ]);
  });
});

describe('currentStipend: the standing as codes and the values the screen words them with', () => {
  const judged = ['RESULTS_MISSING', 'BANK_ACCOUNT_MISSING'] as const;
  const blocking = [
    { code: 'RESULTS_MISSING', path: '/results' },
    { code: 'BANK_ACCOUNT_MISSING', path: '/profile' },
  ];
  const inRun = (status: ScholarRun['status'], item: ScholarRun['item']) => currentRun([run('S1', status, item)]);

  it.each<[string, ReturnType<typeof currentRun>, readonly ReasonCode[], object]>([
    ['before any run, eligible', null, [], { period: null, academicYear: 'Y2025_2026', status: 'ELIGIBLE', reasons: [] }],
    ['before any run, blocked', null, judged, { period: null, academicYear: 'Y2025_2026', status: 'NOT_ELIGIBLE', reasons: blocking }],
    ['in a draft: nothing to fix', inRun('DRAFT', included), judged, { period: 'S1', status: 'IN_RUN', amountTzs: 450_000, reasons: [] }],
    ['approved', inRun('APPROVED', included), [], { status: 'APPROVED', amountTzs: 450_000, reasons: [] }],
    ['paid, on the bank date', inRun('PAID', included), [], { status: 'PAID', paidAt: day(3).toISOString(), reasons: [] }],
    ['failed, blocked now', inRun('PAID', failed), judged, { status: 'FAILED', failureReason: 'Account closed', reasons: blocking }],
    ['left out by the rules', inRun('DRAFT', excluded), judged, { status: 'NOT_INCLUDED', reasons: blocking }],
    ['left out, nothing stops them now', inRun('DRAFT', excluded), [], { status: 'NOT_INCLUDED', reasons: [] }],
    [
      'left out by an officer',
      inRun('DRAFT', { ...excluded, officerReason: 'Bank details in doubt' }),
      [],
      { status: 'NOT_INCLUDED', reasons: [{ code: 'EXCLUDED_BY_OFFICER', path: null }] },
    ],
  ])('%s', (_name, current, reasons, expected) => {
    expect(currentStipend(current, reasons, 'Y2025_2026')).toMatchObject(expected);
  });

  it('names no amount for a scholar left out, and no bank reason unless the transfer failed', () => {
    expect(currentStipend(inRun('DRAFT', excluded), [], 'Y2025_2026')).not.toHaveProperty('amountTzs');
    expect(currentStipend(inRun('PAID', included), [], 'Y2025_2026')).not.toHaveProperty('failureReason');
  });
});
