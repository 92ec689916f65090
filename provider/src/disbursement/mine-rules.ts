import type { TRANSFER_STATUSES } from '../db/schema.js';
import { scholarReason, type ReasonCode } from './eligibility-rules.js';
import type { RunStatus } from './run-rules.js';

// "Where is my stipend?": which run answers a scholar, what it says of them, and their history of stipends.

/** Where the scholar stands in a run they are included in. */
export type IncludedStatus = 'IN_RUN' | 'APPROVED' | 'PAID' | 'FAILED';
/** NOT_INCLUDED: left out of the current run; ELIGIBLE and NOT_ELIGIBLE: before any run. */
export type StipendStatus = IncludedStatus | 'NOT_INCLUDED' | 'ELIGIBLE' | 'NOT_ELIGIBLE';

/** A run that was not cancelled, with the scholar's row in it (null when they joined after it was made). */
export interface ScholarRun {
  period: string;
  /** What tells periods apart (period-rules.ts). */
  periodKey: string;
  academicYear: string;
  status: Exclude<RunStatus, 'CANCELLED'>;
  /** The run is for the scholar's batch (or every batch). */
  covers: boolean;
  createdAt: Date;
  approvedAt: Date | null;
  paidAt: Date | null;
  item: {
    included: boolean;
    amountTzs: number;
    transferStatus: (typeof TRANSFER_STATUSES)[number];
    failureReason: string | null;
    failedAt: Date | null;
    officerReason: string | null;
  } | null;
}

type IncludedRun = ScholarRun & { item: NonNullable<ScholarRun['item']> };

const isIncluded = (run: ScholarRun): run is IncludedRun => run.item?.included === true;

export function includedStatus(run: IncludedRun): IncludedStatus {
  if (run.item.transferStatus === 'FAILED') return 'FAILED';
  return run.status === 'DRAFT' ? 'IN_RUN' : run.status;
}

const dateOf = (run: IncludedRun): Date => {
  const status = includedStatus(run);
  if (status === 'FAILED') return run.item.failedAt ?? run.paidAt ?? run.createdAt;
  if (status === 'PAID') return run.paidAt ?? run.createdAt;
  return status === 'APPROVED' ? (run.approvedAt ?? run.createdAt) : run.createdAt;
};

/**
 * The run that answers the scholar, from their runs newest first: the latest one for their batch sets the period;
 * within that period the latest run that includes them (a transfer that failed and was carried into a later run
 * answers from the later run), else the latest run, which left them out.
 */
export function currentRun(runs: readonly ScholarRun[]): { run: ScholarRun; status: IncludedStatus | 'NOT_INCLUDED' } | null {
  const theirs = runs.filter((run) => run.covers || isIncluded(run));
  const latest = theirs[0];
  if (!latest) return null;
  const included = theirs.filter(isIncluded).find((run) => run.periodKey === latest.periodKey);
  return included ? { run: included, status: includedStatus(included) } : { run: latest, status: 'NOT_INCLUDED' };
}

/** Every stipend the scholar was included in, newest first. */
export function stipendHistory(runs: readonly ScholarRun[]) {
  return runs.filter(isIncluded).map((run) => ({
    period: run.period,
    academicYear: run.academicYear,
    amountTzs: run.item.amountTzs,
    status: includedStatus(run),
    date: dateOf(run).toISOString(),
    // A failure one officer reported is not the scholar's news until another confirms it.
    failureReason: includedStatus(run) === 'FAILED' ? run.item.failureReason : null,
  }));
}

/**
 * The scholar's current stipend, as codes and the values a screen words them with (the period, the year, the amount,
 * the bank's reason). `judged`: the rules' reasons now, for the current run's year and period (before any run: the
 * programme's year); they are shown where the scholar can still act: before any run, when left out (with the
 * officer's hand exclusion) and when a transfer failed.
 */
export function currentStipend(current: ReturnType<typeof currentRun>, judged: readonly ReasonCode[], programmeYear: string) {
  if (!current) {
    const status: StipendStatus = judged.length ? 'NOT_ELIGIBLE' : 'ELIGIBLE';
    return { period: null, academicYear: programmeYear, status, reasons: judged.map(scholarReason) };
  }
  const { run, status } = current;
  const reasons: readonly ReasonCode[] =
    status === 'NOT_INCLUDED'
      ? [...judged, ...(run.item?.officerReason ? (['EXCLUDED_BY_OFFICER'] as const) : [])]
      : status === 'FAILED'
        ? judged
        : [];
  return {
    period: run.period,
    academicYear: run.academicYear,
    ...(run.item?.included ? { amountTzs: run.item.amountTzs } : {}),
    ...(status === 'FAILED' ? { failureReason: run.item?.failureReason ?? null } : {}),
    ...(status === 'PAID' && run.paidAt ? { paidAt: run.paidAt.toISOString() } : {}),
    status,
    reasons: reasons.map(scholarReason),
  };
}
