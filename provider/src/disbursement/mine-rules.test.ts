import { describe, expect, it } from 'vitest';
import { currentRun, stipendHistory, stipendMessage, type ScholarRun } from './mine-rules.js';
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

describe('stipendMessage', () => {
  const standing = { period: 'S1', academicYear: 'Y2024_2025', amountTzs: 1_250_000, failureReason: 'Account closed' };
  it.each<[Parameters<typeof stipendMessage>[0], boolean, string]>([
    ['IN_RUN', false, 'You are in the S1 stipend run of TZS 1,250,000; it is waiting for approval.'],
    ['APPROVED', false, 'Your S1 stipend of TZS 1,250,000 is approved and will be sent to your bank account.'],
    ['PAID', false, 'Your S1 stipend of TZS 1,250,000 was paid into your bank account.'],
    [
      'FAILED',
      false,
      'The bank could not pay your S1 stipend of TZS 1,250,000: Account closed. It will be sent again in the next run of this period.',
    ],
    [
      'FAILED',
      true,
      'The bank could not pay your S1 stipend of TZS 1,250,000: Account closed. Fix what is listed below so that it can be sent again.',
    ],
    ['NOT_INCLUDED', true, 'You are not in the S1 stipend run. This is what stops you:'],
    ['NOT_INCLUDED', false, 'You are not in the S1 stipend run, but nothing stops you now: you will be considered in the next run.'],
  ])('%s (blocked: %s)', (status, blocked, message) => {
    expect(stipendMessage(status, standing, blocked)).toBe(message);
  });

  it.each<[Parameters<typeof stipendMessage>[0], boolean, string]>([
    ['ELIGIBLE', false, 'You meet every condition for a 2024-2025 stipend: you will be considered in the next run.'],
    ['NOT_ELIGIBLE', true, 'You cannot be paid a 2024-2025 stipend yet. This is what stops you:'],
  ])('%s before any run names the year', (status, blocked, message) => {
    expect(stipendMessage(status, { period: null, academicYear: 'Y2024_2025' }, blocked)).toBe(message);
  });
});
