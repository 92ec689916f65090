import { eq } from 'drizzle-orm';
import type { AuditActor } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { disbursementItems } from '../db/schema.js';
import { conflict, forbidden } from '../http/errors.js';
import { step, type ChangeOptions, type Run } from './run-changes.js';
import { RUN_MESSAGES as M } from './run-rules.js';

// Cancelling a run. Before the bank file left the portal one officer may cancel; once it was downloaded the bank may
// hold it, so one officer asks (with the reason) and another confirms, or anyone withdraws the request. A cancelled
// run holds nobody's period: its scholars can be paid in another run of it.

const cancelled = (by: string, reason: string, now: Date): Partial<Run> => ({
  status: 'CANCELLED',
  cancelledBy: by,
  cancelledAt: now,
  cancelReason: reason,
});

/** Cancels a run no bank may hold yet, or asks for a second officer's confirmation once its file was downloaded. */
export function cancelRun(
  db: Db,
  id: string,
  input: { version: number; reason: string },
  actor: AuditActor,
  { now = new Date() }: ChangeOptions = {},
) {
  return step(db, id, 'cancel', input.version, actor, now, async (run, _before, tx) => {
    if (!run.bankFileDownloadedAt) {
      await releasePeriods(tx, id);
      return cancelled(actor.id, input.reason, now);
    }
    if (run.cancelRequestedAt) throw conflict(M.cancelAlreadyRequested);
    return { cancelRequestedBy: actor.id, cancelRequestedAt: now, cancelReason: input.reason };
  });
}

/** Another officer than the one who asked confirms the cancellation of a run whose file was downloaded. */
export function confirmCancel(db: Db, id: string, version: number, actor: AuditActor, { now = new Date() }: ChangeOptions = {}) {
  return step(db, id, 'settleCancel', version, actor, now, async (run, _before, tx) => {
    if (!run.cancelRequestedAt) throw conflict(M.noCancelRequest);
    if (run.cancelRequestedBy === actor.id) throw forbidden(M.ownCancelRequest);
    await releasePeriods(tx, id);
    return cancelled(actor.id, run.cancelReason ?? '', now);
  });
}

/** Any officer withdraws a waiting cancellation: the run stays APPROVED. */
export function withdrawCancel(db: Db, id: string, version: number, actor: AuditActor, { now = new Date() }: ChangeOptions = {}) {
  return step(db, id, 'settleCancel', version, actor, now, (run) => {
    if (!run.cancelRequestedAt) throw conflict(M.noCancelRequest);
    return { cancelRequestedBy: null, cancelRequestedAt: null, cancelReason: null };
  });
}

async function releasePeriods(tx: Db, runId: string) {
  await tx.update(disbursementItems).set({ holdsPeriod: false }).where(eq(disbursementItems.runId, runId));
}
