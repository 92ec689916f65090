import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { disbursementItems, disbursementRuns } from '../db/schema.js';
import { scholarFacts } from './eligibility-queries.js';
import { blockingReasons } from './eligibility-rules.js';
import { currentRun, currentStipend, stipendHistory, type ScholarRun } from './mine-rules.js';

/** The runs that were not cancelled and either are for the scholar's batch or hold a row of theirs, newest first. */
async function scholarRuns(db: Db, scholar: { id: string; batchNo: number | null }): Promise<ScholarRun[]> {
  const coversBatch =
    scholar.batchNo === null
      ? isNull(disbursementRuns.batchNo)
      : or(isNull(disbursementRuns.batchNo), eq(disbursementRuns.batchNo, scholar.batchNo));
  const rows = await db
    .select({
      run: disbursementRuns,
      covers: sql<boolean>`${coversBatch}`,
      item: disbursementItems,
    })
    .from(disbursementRuns)
    .leftJoin(disbursementItems, and(eq(disbursementItems.runId, disbursementRuns.id), eq(disbursementItems.studentId, scholar.id)))
    .where(and(ne(disbursementRuns.status, 'CANCELLED'), or(coversBatch, eq(disbursementItems.studentId, scholar.id))))
    .orderBy(desc(disbursementRuns.seq));
  return rows.map(({ run, covers, item }) => ({
    period: run.period,
    periodKey: run.periodKey,
    academicYear: run.academicYear,
    status: run.status as ScholarRun['status'],
    covers: Boolean(covers),
    createdAt: run.createdAt,
    approvedAt: run.approvedAt,
    paidAt: run.paidAt,
    item: item && {
      included: item.included,
      amountTzs: item.amountTzs,
      transferStatus: item.transferStatus,
      failureReason: item.failureReason,
      failedAt: item.failedAt,
      officerReason: item.officerReason,
    },
  }));
}

/**
 * GET /disbursements/mine: the scholar's current stipend and history. The reasons come from the same facts query
 * and rules that select a run's scholars, judged now, for the current run's year and period.
 */
export async function myStipend(
  db: Db,
  scholar: { id: string; batchNo: number | null },
  programme: { currentAcademicYear: string; maxStipendsPerYear: number },
) {
  const programmeYear = programme.currentAcademicYear;
  const runs = await scholarRuns(db, scholar);
  const current = currentRun(runs);
  const [facts] = await scholarFacts(db, {
    year: current?.run.academicYear ?? programmeYear,
    periodKey: current?.run.periodKey ?? null,
    studentId: scholar.id,
  });
  return {
    current: currentStipend(current, facts ? blockingReasons(facts, programme.maxStipendsPerYear) : [], programmeYear),
    history: stipendHistory(runs),
  };
}
