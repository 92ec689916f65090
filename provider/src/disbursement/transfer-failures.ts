import { and, eq } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { disbursementItems, disbursementRuns } from '../db/schema.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import { bump, lockAt, runAfter, type ChangeOptions } from './run-changes.js';
import { lockItem } from './run-queries.js';
import { RUN_MESSAGES as M } from './run-rules.js';

// A transfer of a paid run that came back. Freeing the scholar's period lets a later run pay them again, so one
// officer (the run's creator too) reports the failure with the reason the scholar will read, and another confirms
// it; until then the row still holds the period. Any officer may dismiss a report that was wrong.

type Item = NonNullable<Awaited<ReturnType<typeof lockItem>>>;
type ItemChange = Partial<typeof disbursementItems.$inferInsert>;

/** The row of a PAID run, locked with its run, changed, the version moved on and the audit entry written. */
function changeTransfer(
  db: Db,
  ids: { runId: string; studentId: string },
  action: string,
  actor: AuditActor,
  now: Date,
  change: (item: Item) => ItemChange,
) {
  return db.transaction(async (tx) => {
    const run = await lockAt(tx, ids.runId, 'failed');
    const item = await lockItem(tx, ids.runId, ids.studentId);
    if (!item) throw notFound(M.itemNotFound);
    if (!item.included) throw conflict(M.notIncluded);
    const values = change(item);
    const where = and(eq(disbursementItems.runId, ids.runId), eq(disbursementItems.studentId, ids.studentId));
    const [after] = await tx.update(disbursementItems).set(values).where(where).returning();
    await tx.update(disbursementRuns).set(bump(run)).where(eq(disbursementRuns.id, ids.runId));
    const shown = (row: Item, version: number) => ({
      studentId: row.studentId,
      reference: row.reference,
      transferStatus: row.transferStatus,
      failureReason: row.failureReason,
      version,
    });
    await recordAudit(tx, actor, {
      action: `disbursement.${action}`,
      entity: 'disbursement',
      entityId: ids.runId,
      before: shown(item, run.version),
      after: shown(after!, run.version + 1),
      at: now,
    });
    return runAfter(tx, ids.runId);
  });
}

/** One officer says the transfer failed, with the reason the scholar reads once another officer confirms it. */
export function reportTransferFailed(
  db: Db,
  ids: { runId: string; studentId: string },
  reason: string,
  actor: AuditActor,
  { now = new Date() }: ChangeOptions = {},
) {
  return changeTransfer(db, ids, 'item_failure_reported', actor, now, (item) => {
    if (item.transferStatus === 'FAILED') throw conflict(M.alreadyFailed);
    if (item.transferStatus === 'FAILURE_REPORTED') throw conflict(M.alreadyReported);
    return { transferStatus: 'FAILURE_REPORTED', failureReason: reason, failureReportedBy: actor.id, failureReportedAt: now };
  });
}

/** Another officer than the reporter confirms: the transfer failed, and the scholar's period is free again. */
export function confirmTransferFailed(
  db: Db,
  ids: { runId: string; studentId: string },
  actor: AuditActor,
  { now = new Date() }: ChangeOptions = {},
) {
  return changeTransfer(db, ids, 'item_failed', actor, now, (item) => {
    if (item.transferStatus !== 'FAILURE_REPORTED') throw conflict(item.transferStatus === 'FAILED' ? M.alreadyFailed : M.notReported);
    if (item.failureReportedBy === actor.id) throw forbidden(M.ownFailureReport);
    return { transferStatus: 'FAILED', failureConfirmedBy: actor.id, failedAt: now, holdsPeriod: false };
  });
}

/** A report that was wrong: the transfer stands as paid. */
export function dismissTransferFailure(
  db: Db,
  ids: { runId: string; studentId: string },
  actor: AuditActor,
  { now = new Date() }: ChangeOptions = {},
) {
  return changeTransfer(db, ids, 'item_failure_dismissed', actor, now, (item) => {
    if (item.transferStatus !== 'FAILURE_REPORTED') throw conflict(item.transferStatus === 'FAILED' ? M.alreadyFailed : M.notReported);
    return { transferStatus: 'PENDING', failureReason: null, failureReportedBy: null, failureReportedAt: null };
  });
}
