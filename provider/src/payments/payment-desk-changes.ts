import { eq } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { paymentChanges, payments } from '../db/schema.js';
import { deskRowsByNumber, findDeskRow, lockByNumber, lockPayment, type DeskRow } from './payment-desk-queries.js';
import type { PaymentStatusChange, StatusRefusal } from './payment-desk-rules.js';
import type { PaymentRow, PaymentType } from './payment-rules.js';
import { reconcile, type BankLine } from './reconcile-rules.js';

// The officers' changes to payments: each in one transaction with its row locks, its payment_changes line
// and its audit entry (the record before and after), so two officers racing cannot both win.

/** What the audit log keeps of a payment. */
const audited = (row: DeskRow) => ({
  controlNumber: row.controlNumber,
  paymentType: row.paymentType,
  paymentYear: row.paymentYear,
  status: row.status,
  failureReason: row.failureReason,
  paidAt: row.paidAt,
  amount: row.amount,
  amountDueTzs: row.amountDueTzs,
  flags: row.flags,
  flagResolution: row.flagResolution,
});

export type StatusOutcome =
  | { kind: 'notFound' }
  | { kind: 'refused'; refused: StatusRefusal }
  | { kind: 'unchanged'; row: DeskRow }
  | { kind: 'changed'; row: DeskRow; payment: PaymentRow };

/**
 * Sets a payment's status: refused when the officer saw another status (expected) or, for PAID, while a flag
 * is unresolved. FAILED keeps its reason for the scholar; PAID records when; leaving PAID forgets the payment.
 */
export function changePaymentStatus(db: Db, id: string, change: PaymentStatusChange, actor: AuditActor): Promise<StatusOutcome> {
  return db.transaction(async (tx): Promise<StatusOutcome> => {
    const current = await lockPayment(tx, id);
    const before = current && (await findDeskRow(tx, id));
    if (!current || !before) return { kind: 'notFound' };
    if (change.expected && change.expected !== current.status) return { kind: 'refused', refused: { refusal: 'STALE' } };
    if (change.status === 'PAID' && current.status !== 'PAID' && before.flags.length)
      return { kind: 'refused', refused: { refusal: 'FLAGGED', flags: before.flags } };
    const sameReason = change.status !== 'FAILED' || change.reason === current.failureReason;
    if (current.status === change.status && sameReason) return { kind: 'unchanged', row: before };

    const now = new Date();
    await tx.insert(paymentChanges).values({
      paymentId: id,
      previousControlNumber: current.controlNumber,
      previousStatus: current.status,
      previousAmountDueTzs: current.amountDueTzs,
      changedBy: actor.id,
    });
    const [payment] = await tx
      .update(payments)
      .set({
        status: change.status,
        updatedAt: now,
        failureReason: change.status === 'FAILED' ? change.reason : null,
        paidAt: change.status === 'PAID' ? (current.paidAt ?? now) : null,
        paidAmount: change.status === 'PAID' ? current.paidAmount : null,
      })
      .where(eq(payments.id, id))
      .returning();
    const row = (await findDeskRow(tx, id))!;
    await recordAudit(tx, actor, {
      action: 'payment.status_changed',
      entity: 'payment',
      entityId: id,
      before: audited(before),
      after: { ...audited(row), reason: change.reason },
    });
    return { kind: 'changed', row, payment: payment! };
  });
}

export type ResolveOutcome = { kind: 'notFound' } | { kind: 'nothingToResolve' } | { kind: 'resolved'; row: DeskRow };

/** An officer's word that the flags were looked into: kept with the row until its control number changes. */
export function resolveFlags(db: Db, id: string, note: string, actor: AuditActor): Promise<ResolveOutcome> {
  return db.transaction(async (tx): Promise<ResolveOutcome> => {
    const current = await lockPayment(tx, id);
    const before = current && (await findDeskRow(tx, id));
    if (!current || !before) return { kind: 'notFound' };
    if (before.flags.length === 0) return { kind: 'nothingToResolve' };
    await tx
      .update(payments)
      .set({ flagResolvedAt: new Date(), flagResolvedBy: actor.email, flagResolutionNote: note })
      .where(eq(payments.id, id));
    const row = (await findDeskRow(tx, id))!;
    await recordAudit(tx, actor, {
      action: 'payment.flag_resolved',
      entity: 'payment',
      entityId: id,
      before: audited(before),
      after: { ...audited(row), resolvedFlags: before.flags },
    });
    return { kind: 'resolved', row };
  });
}

/** The report of a bank file against the payments as they stand now (a dry run: nothing is written). */
export async function previewReconciliation(db: Db, lines: BankLine[], year: string, type: PaymentType) {
  return reconcile(
    lines,
    await deskRowsByNumber(
      db,
      lines.map((line) => line.controlNumber),
    ),
    year,
    type,
  );
}

/**
 * Marks exactly the matched payments PAID with the bank's date and amount, all or none in one transaction.
 * The payments the file names are locked first and sorted again under the lock, so a second officer applying
 * the same file waits, then finds them already paid.
 */
export function applyReconciliation(db: Db, lines: BankLine[], year: string, type: PaymentType, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const numbers = lines.map((line) => line.controlNumber);
    await lockByNumber(tx, numbers);
    const report = reconcile(lines, await deskRowsByNumber(tx, numbers), year, type);
    const paid: PaymentRow[] = [];
    const now = new Date();
    for (const item of report.matched) {
      const before = item.payment!;
      const [payment] = await tx
        .update(payments)
        .set({ status: 'PAID', paidAt: new Date(item.paidAt), paidAmount: item.amount, failureReason: null, updatedAt: now })
        .where(eq(payments.id, before.id))
        .returning();
      paid.push(payment!);
    }
    if (report.matched.length) {
      await tx.insert(paymentChanges).values(
        report.matched.map(({ payment }) => ({
          paymentId: payment!.id,
          previousControlNumber: payment!.controlNumber,
          previousStatus: payment!.status,
          previousAmountDueTzs: payment!.amountDueTzs,
          changedBy: actor.id,
        })),
      );
      await recordAudit(
        tx,
        actor,
        report.matched.map(({ payment, line, amount, paidAt }) => ({
          action: 'payment.reconciled',
          entity: 'payment',
          entityId: payment!.id,
          before: audited(payment!),
          after: { ...audited(payment!), status: 'PAID', paidAt, amount, bankLine: line },
        })),
      );
    }
    const after = new Map(
      (
        await deskRowsByNumber(
          tx,
          paid.map((row) => row.controlNumber),
        )
      ).map((row) => [row.id, row]),
    );
    return {
      report: { ...report, matched: report.matched.map((item) => ({ ...item, payment: after.get(item.payment!.id) ?? item.payment })) },
      paid,
    };
  });
}
