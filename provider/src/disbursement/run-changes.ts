import { and, eq } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { disbursementChanges, disbursementItems, disbursementRuns } from '../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { isUniqueViolation } from '../db/errors.js';
import type { ItemEdit } from './run-input-rules.js';
import { readProgrammeSettings } from '../programme/programme-queries.js';
import { otherStipendsInYear } from './eligibility-queries.js';
import { lockItem, lockRun, lockYear, periodHeldElsewhere, readRun, runItems, runYear, type RunDetail } from './run-queries.js';
import { RUN_MESSAGES as M, transitionRefusal, type RunAction } from './run-rules.js';

// The officers' changes to a run once it exists (run-creation.ts makes it). Each is one transaction that locks the
// run's row first, checks the state and the version the officer saw under that lock, writes, bumps the version and
// records the audit entry: of two officers acting on one version, the second finds the version moved and changes
// nothing (409).

/** `now` is the moment of the change: the demo seed writes a history in the past with it. */
export interface ChangeOptions {
  now?: Date;
}

export type Run = typeof disbursementRuns.$inferSelect;

/** What the audit log keeps of a run: its state and totals, not every row. */
export const audited = ({ included: _i, excluded: _e, changes: _c, ...run }: RunDetail) => run;

/** The run as it stands inside the change's transaction (it exists: the change locked or wrote it). */
export async function runAfter(tx: Db, id: string): Promise<RunDetail> {
  return (await readRun(tx, id))!;
}

/** Locks the run and refuses when it is missing, in the wrong state, or not at the version the officer saw. */
export async function lockAt(tx: Db, id: string, action: RunAction, version?: number): Promise<Run> {
  const run = await lockRun(tx, id);
  if (!run) throw notFound(M.notFound);
  const refusal = transitionRefusal(action, run.status);
  if (refusal) throw conflict(refusal);
  if (version !== undefined && version !== run.version) throw conflict(M.stale(version, run.version));
  return run;
}

/** Every change moves the version on: what the next officer's stale copy is told apart by. */
export const bump = (run: Run, values: Partial<Run> = {}) => ({ ...values, version: run.version + 1 });

/** An officer's change to one scholar's row of a DRAFT run: an amount, a hand exclusion or inclusion, with a reason. */
export function editItem(
  db: Db,
  id: string,
  studentId: string,
  edit: ItemEdit,
  actor: AuditActor,
  { now = new Date() }: ChangeOptions = {},
) {
  // The checks below read before they write: the year's lock (taken before the run's, as creating a run takes it)
  // makes inclusions take turns, and two runs re-including one scholar at once meet the database's index.
  return onePerPeriod(() =>
    db.transaction(async (tx) => {
      const year = await runYear(tx, id);
      if (year !== null) await lockYear(tx, year);
      const run = await lockAt(tx, id, 'edit', edit.version);
      const item = await lockItem(tx, id, studentId);
      if (!item) throw notFound(M.itemNotFound);
      if (item.reasons.length > 0) throw conflict(M.ruleExcluded);
      const amountTzs = edit.amountTzs ?? item.amountTzs;
      const included = edit.excluded === undefined ? item.included : !edit.excluded;
      if (amountTzs === item.amountTzs && included === item.included) throw conflict(M.nothingToChange);
      if (included && !item.included) await refuseSecondPayment(tx, run, studentId);

      await tx
        .update(disbursementItems)
        // The officer's reason stays the one that left the scholar out, whatever later edits of the amount say.
        .set({
          amountTzs,
          included,
          holdsPeriod: included,
          officerReason: included ? null : item.included ? edit.reason : item.officerReason,
        })
        .where(and(eq(disbursementItems.runId, id), eq(disbursementItems.studentId, studentId)));
      await tx.insert(disbursementChanges).values({
        runId: id,
        studentId,
        amountBefore: item.amountTzs,
        amountAfter: amountTzs,
        includedBefore: item.included,
        includedAfter: included,
        reason: edit.reason,
        changedBy: actor.id,
        changedAt: now,
      });
      await tx.update(disbursementRuns).set(bump(run)).where(eq(disbursementRuns.id, id));
      await recordAudit(tx, actor, {
        action: 'disbursement.item_changed',
        entity: 'disbursement',
        entityId: id,
        before: { studentId, amountTzs: item.amountTzs, included: item.included, version: run.version },
        after: { studentId, amountTzs, included, reason: edit.reason, version: run.version + 1 },
        at: now,
      });
      return runAfter(tx, id);
    }),
  );
}

/** Including a scholar by hand pays them once per period and no more than the programme's cap in the year. */
async function refuseSecondPayment(tx: Db, run: Run, studentId: string) {
  if (await periodHeldElsewhere(tx, run.id, studentId, run.periodKey)) throw conflict(M.periodHeldElsewhere);
  const { maxStipendsPerYear } = await readProgrammeSettings(tx);
  if ((await otherStipendsInYear(tx, studentId, run.academicYear, run.periodKey)) >= maxStipendsPerYear)
    throw conflict(M.yearCapReached(maxStipendsPerYear));
}

/** The one-row-per-period index's refusal, in words: another run took the scholar's period meanwhile. */
async function onePerPeriod<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.periodHeldElsewhere);
    throw error;
  }
}

const STATUS_AUDIT = { APPROVED: 'approved', PAID: 'paid', CANCELLED: 'cancelled' } as const;

/** What the step did, as the audit log names it: a new status, or a cancellation asked for or withdrawn. */
function auditName(before: RunDetail, after: RunDetail): string {
  if (after.status !== before.status && after.status !== 'DRAFT') return STATUS_AUDIT[after.status];
  return after.cancelRequestedAt ? 'cancel_requested' : 'cancel_withdrawn';
}

/**
 * One step of a run's life (approve, cancel, paid): the run locked at the version the officer saw, the step's own
 * check, its columns set with the version moved on, and the run before and after in the audit log.
 */
export function step(
  db: Db,
  id: string,
  action: 'approve' | 'cancel' | 'settleCancel' | 'paid',
  version: number,
  actor: AuditActor,
  now: Date,
  change: (run: Run, before: RunDetail, tx: Db) => Partial<Run> | Promise<Partial<Run>>,
) {
  return db.transaction(async (tx) => {
    const run = await lockAt(tx, id, action, version);
    const before = await runAfter(tx, id);
    await tx
      .update(disbursementRuns)
      .set(bump(run, await change(run, before, tx)))
      .where(eq(disbursementRuns.id, id));
    const after = await runAfter(tx, id);
    await recordAudit(tx, actor, {
      action: `disbursement.${auditName(before, after)}`,
      entity: 'disbursement',
      entityId: id,
      before: audited(before),
      after: audited(after),
      at: now,
    });
    return after;
  });
}

/**
 * Approval of the version (totals and changes) the approver saw, by an administrator who neither created the run nor
 * changed any of its rows, once every row still stands as it did (recheck-rules.ts).
 */
export function approveRun(db: Db, id: string, version: number, actor: AuditActor, { now = new Date() }: ChangeOptions = {}) {
  return step(db, id, 'approve', version, actor, now, (run, before) => {
    if (run.createdBy === actor.id) throw forbidden(M.makerChecker);
    if (before.editorIds.includes(actor.id)) throw forbidden(M.editorCannotApprove);
    if (before.includedCount === 0) throw conflict(M.emptyRun);
    const changed = changedRows(before);
    if (changed) throw conflict(M.changedBeforeApproval(changed));
    return { status: 'APPROVED', approvedBy: actor.id, approvedAt: now };
  });
}

/**
 * The included rows that changed since creation, named for a refusal; null when none did. What changed is on the
 * run's page, each row marked in its reader's language (changesSinceCreation).
 */
function changedRows(run: RunDetail): string | null {
  const names = run.included.filter((row) => row.changesSinceCreation.length > 0).map((row) => row.name);
  return names.length > 0 ? names.join(', ') : null;
}

/** The bank has paid the approved file: paidAt is its date, never before the approval. */
export function markPaid(
  db: Db,
  id: string,
  input: { version: number; paidAt: Date },
  actor: AuditActor,
  { now = new Date() }: ChangeOptions = {},
) {
  return step(db, id, 'paid', input.version, actor, now, (run) => {
    if (run.approvedAt && input.paidAt.getTime() < run.approvedAt.getTime()) throw badRequest(M.paidBeforeApproval);
    // The bank paid: a cancellation still waiting for its second officer has nothing left to cancel.
    return { status: 'PAID', paidAt: input.paidAt, cancelRequestedBy: null, cancelRequestedAt: null, cancelReason: null };
  });
}

/**
 * The bank's bulk-payment file of an APPROVED run, written by `write` from the included rows and audited in one
 * transaction, once every row still stands as it did when the run was made. A file the writer refuses (by throwing)
 * is not recorded as downloaded; the first download is kept: from then on the bank may hold the file, and cancelling
 * needs two officers (run-cancellation.ts).
 */
export function bankFileRows<File>(
  db: Db,
  id: string,
  actor: AuditActor,
  write: (rows: Awaited<ReturnType<typeof runItems>>) => File,
  { now = new Date() }: ChangeOptions = {},
) {
  return db.transaction(async (tx) => {
    const run = await lockAt(tx, id, 'bankFile');
    const changed = changedRows(await runAfter(tx, id));
    if (changed) throw conflict(M.changedBeforeBankFile(changed));
    const rows = (await runItems(tx, id)).filter((item) => item.included);
    const file = write(rows);
    if (!run.bankFileDownloadedAt) await tx.update(disbursementRuns).set({ bankFileDownloadedAt: now }).where(eq(disbursementRuns.id, id));
    const totalTzs = rows.reduce((sum, row) => sum + row.amountTzs, 0);
    await recordAudit(tx, actor, {
      action: 'disbursement.bank_file_downloaded',
      entity: 'disbursement',
      entityId: id,
      after: { status: run.status, version: run.version, rows: rows.length, totalTzs },
      at: now,
    });
    return { run, rows, file };
  });
}
