import { aliasedTable, and, asc, count, desc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { disbursementChanges, disbursementItems, disbursementRuns, users } from '../db/schema.js';
import type { PageRequest } from '../http/paging.js';
import { readProgrammeSettings } from '../programme/programme-queries.js';
import { scholarFacts } from './eligibility-queries.js';
import type { ReasonCode } from './eligibility-rules.js';
import { rowChanges, type RowChange } from './recheck-rules.js';
import { shownPayee } from './retention-rules.js';
import type { RunStatus } from './run-rules.js';

// The reads of the officers' desk: a run with its totals and the names of who made, approved and cancelled it;
// its rows (included and excluded) and the changes made to it while it was a draft.

const creator = aliasedTable(users, 'creator');
const approver = aliasedTable(users, 'approver');
const canceller = aliasedTable(users, 'canceller');
const changer = aliasedTable(users, 'changer');
const cancelRequester = aliasedTable(users, 'cancel_requester');
const failureReporter = aliasedTable(users, 'failure_reporter');
// The scholar a row pays, apart from the officers' aliases of the same table.
const scholar = aliasedTable(users, 'scholar');

// Who changed the run's rows: with its creator, the officers who may not approve it.
const editorIds = sql<string[]>`array(select distinct ${disbursementChanges.changedBy}::text from ${disbursementChanges}
  where ${disbursementChanges.runId} = ${disbursementRuns.id} and ${disbursementChanges.changedBy} is not null order by 1)`;

// Sums of a run's rows: bigint in SQL (thousands of scholars at millions of shillings pass 2^31), a number here.
const totals = (db: Db) =>
  db
    .select({
      runId: disbursementItems.runId,
      totalTzs: sql`coalesce(sum(${disbursementItems.amountTzs}) filter (where ${disbursementItems.included}), 0)`
        .mapWith(Number)
        .as('total_tzs'),
      includedCount: sql`count(*) filter (where ${disbursementItems.included})`.mapWith(Number).as('included_count'),
      excludedCount: sql`count(*) filter (where not ${disbursementItems.included})`.mapWith(Number).as('excluded_count'),
    })
    .from(disbursementItems)
    .groupBy(disbursementItems.runId)
    .as('totals');

function selectSummaries(db: Db, where: SQL | undefined) {
  const sums = totals(db);
  return db
    .select({
      run: getTableColumns(disbursementRuns),
      creatorName: creator.name,
      approverName: approver.name,
      cancellerName: canceller.name,
      cancelRequesterName: cancelRequester.name,
      editorIds,
      totalTzs: sums.totalTzs,
      includedCount: sums.includedCount,
      excludedCount: sums.excludedCount,
    })
    .from(disbursementRuns)
    .leftJoin(sums, eq(sums.runId, disbursementRuns.id))
    .leftJoin(creator, eq(creator.id, disbursementRuns.createdBy))
    .leftJoin(approver, eq(approver.id, disbursementRuns.approvedBy))
    .leftJoin(canceller, eq(canceller.id, disbursementRuns.cancelledBy))
    .leftJoin(cancelRequester, eq(cancelRequester.id, disbursementRuns.cancelRequestedBy))
    .where(where);
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A run as the desk lists it (without its rows). */
function summary(row: SummaryRow) {
  const { run, creatorName, approverName, cancellerName, cancelRequesterName, totalTzs, includedCount, excludedCount } = row;
  return {
    id: run.id,
    period: run.period,
    academicYear: run.academicYear,
    batchNo: run.batchNo,
    status: run.status,
    version: run.version,
    amountTzs: run.amountTzs,
    totalTzs: totalTzs ?? 0,
    includedCount: includedCount ?? 0,
    excludedCount: excludedCount ?? 0,
    createdBy: person(run.createdBy, creatorName),
    createdAt: run.createdAt.toISOString(),
    editorIds: row.editorIds ?? [],
    approvedBy: person(run.approvedBy, approverName),
    approvedAt: iso(run.approvedAt),
    paidAt: iso(run.paidAt),
    cancelledBy: person(run.cancelledBy, cancellerName),
    cancelledAt: iso(run.cancelledAt),
    cancelReason: run.cancelReason,
    bankFileDownloadedAt: iso(run.bankFileDownloadedAt),
    cancelRequestedBy: person(run.cancelRequestedBy, cancelRequesterName),
    cancelRequestedAt: iso(run.cancelRequestedAt),
  };
}

export type RunSummary = ReturnType<typeof summary>;

/** Newest first; runs created in the same millisecond keep the order they were created in. */
export async function listRuns(db: Db, status: RunStatus | undefined, page: PageRequest) {
  const where = status ? eq(disbursementRuns.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    selectSummaries(db, where)
      .orderBy(desc(disbursementRuns.createdAt), desc(disbursementRuns.seq))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ value: count() }).from(disbursementRuns).where(where),
  ]);
  return { items: rows.map(summary), total: total?.value ?? 0, page: page.page, pageSize: page.pageSize };
}

/** The run with every row and change: what an officer checks before approving. */
export async function readRun(db: Db, id: string) {
  const [row] = await selectSummaries(db, eq(disbursementRuns.id, id));
  if (!row) return null;
  const [items, changes] = await Promise.all([runItems(db, id), runChanges(db, id)]);
  // Before the money leaves, each row is held against the scholar as they stand now.
  const changed: Map<string, RowChange[]> =
    row.run.status === 'DRAFT' || row.run.status === 'APPROVED'
      ? await changesSinceCreation(db, row.run, items)
      : new Map<string, RowChange[]>();
  return {
    ...summary(row),
    included: items
      .filter((item) => item.included)
      .map((item) => ({
        studentId: item.studentId,
        ...shownPayee(item, item.scholarRemoved),
        batchNo: item.batchNo,
        university: item.university,
        amountTzs: item.amountTzs,
        reference: item.reference,
        transferStatus: item.transferStatus,
        failureReason: item.failureReason,
        failureReportedBy: person(item.failureReportedBy, item.failureReporterName),
        failureReportedAt: iso(item.failureReportedAt),
        failedAt: iso(item.failedAt),
        changesSinceCreation: changed.get(item.studentId) ?? [],
      })),
    excluded: items
      .filter((item) => !item.included)
      .map((item) => ({
        studentId: item.studentId,
        name: shownPayee(item, item.scholarRemoved).name,
        batchNo: item.batchNo,
        university: item.university,
        reasons: [...(item.reasons as ReasonCode[]), ...(item.officerReason ? (['EXCLUDED_BY_OFFICER'] as const) : [])],
        officerReason: item.officerReason,
      })),
    changes: changes.map((change) => ({
      studentId: change.studentId,
      name: shownPayee({ accountName: change.name, accountNumber: null }, change.scholarRemoved).name,
      amountBefore: change.amountBefore,
      amountAfter: change.amountAfter,
      includedBefore: change.includedBefore,
      includedAfter: change.includedAfter,
      reason: change.reason,
      changedBy: person(change.changedBy, change.changerName),
      changedAt: change.changedAt.toISOString(),
    })),
  };
}

export type RunDetail = NonNullable<Awaited<ReturnType<typeof readRun>>>;

/** The rows in the order the run numbered them (batch, then name). */
export function runItems(db: Db, runId: string) {
  return (
    db
      .select({
        ...getTableColumns(disbursementItems),
        batchNo: scholar.batchNo,
        university: scholar.universityName,
        failureReporterName: failureReporter.name,
        scholarRemoved: sql<boolean>`${scholar.deletedAt} is not null`.mapWith(Boolean),
      })
      .from(disbursementItems)
      // Every row has its scholar (a foreign key); a left join only because drizzle types an inner join followed by a
      // left join of the same table's aliases as never.
      .leftJoin(scholar, eq(scholar.id, disbursementItems.studentId))
      .leftJoin(failureReporter, eq(failureReporter.id, disbursementItems.failureReportedBy))
      .where(eq(disbursementItems.runId, runId))
      .orderBy(asc(disbursementItems.seq))
  );
}

type RunRow = typeof disbursementRuns.$inferSelect;
type ItemRow = Pick<typeof disbursementItems.$inferSelect, 'studentId' | 'included' | 'accountNumber' | 'holdsPeriod'>;

/** What changed since creation for each included row that changed (rowChanges), by scholar: one query for the run. */
export async function changesSinceCreation(db: Db, run: RunRow, items: readonly ItemRow[]): Promise<Map<string, RowChange[]>> {
  const included = items.filter((item) => item.included);
  if (included.length === 0) return new Map();
  const scope = { year: run.academicYear, periodKey: run.periodKey, studentIds: included.map((item) => item.studentId) };
  const facts = await scholarFacts(db, scope);
  const { maxStipendsPerYear } = await readProgrammeSettings(db);
  const now = new Map(facts.map((scholar) => [scholar.studentId, scholar]));
  const changed = new Map<string, RowChange[]>();
  for (const item of included) {
    const changes = rowChanges(item, now.get(item.studentId) ?? null, maxStipendsPerYear);
    if (changes.length > 0) changed.set(item.studentId, changes);
  }
  return changed;
}

/** Whether another run's row holds the scholar's payment of the period. */
export async function periodHeldElsewhere(db: Db, runId: string, studentId: string, periodKey: string): Promise<boolean> {
  const [held] = await db
    .select({ runId: disbursementItems.runId })
    .from(disbursementItems)
    .where(
      and(
        eq(disbursementItems.studentId, studentId),
        eq(disbursementItems.periodKey, periodKey),
        eq(disbursementItems.holdsPeriod, true),
        ne(disbursementItems.runId, runId),
      ),
    )
    .limit(1);
  return held !== undefined;
}

/** Oldest first: the approver reads them in the order they were made. */
function runChanges(db: Db, runId: string) {
  return db
    .select({
      ...getTableColumns(disbursementChanges),
      name: disbursementItems.accountName,
      changerName: changer.name,
      scholarRemoved:
        sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${disbursementChanges.studentId} and ${users.deletedAt} is not null)`.mapWith(
          Boolean,
        ),
    })
    .from(disbursementChanges)
    .innerJoin(
      disbursementItems,
      and(eq(disbursementItems.runId, disbursementChanges.runId), eq(disbursementItems.studentId, disbursementChanges.studentId)),
    )
    .leftJoin(changer, eq(changer.id, disbursementChanges.changedBy))
    .where(eq(disbursementChanges.runId, runId))
    .orderBy(asc(disbursementChanges.seq));
}

/** The run, locked until the transaction ends: officers acting on one run take turns, and each sees the last one's version. */
/**
 * Serialises whatever includes scholars in runs of the academic year (creating a run, including a row by hand), so
 * of two officers at once the second sees the first's scholars as already in the period and counted in the year's
 * cap; the database's one-row-per-period index refuses whatever slips past.
 */
export const lockYear = (tx: Db, academicYear: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`disbursement-year:${academicYear}`}))`);

/** The academic year of a run (it never changes), or null when there is no such run. */
export async function runYear(db: Db, id: string): Promise<string | null> {
  const [run] = await db.select({ academicYear: disbursementRuns.academicYear }).from(disbursementRuns).where(eq(disbursementRuns.id, id));
  return run?.academicYear ?? null;
}

export async function lockRun(db: Db, id: string) {
  const [run] = await db.select().from(disbursementRuns).where(eq(disbursementRuns.id, id)).for('update');
  return run ?? null;
}

export async function lockItem(db: Db, runId: string, studentId: string) {
  const [item] = await db
    .select()
    .from(disbursementItems)
    .where(and(eq(disbursementItems.runId, runId), eq(disbursementItems.studentId, studentId)))
    .for('update');
  return item ?? null;
}
