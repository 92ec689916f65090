import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { paymentChanges, payments } from '../db/schema.js';
import type { PaymentRow, Submission } from './payment-rules.js';

/** A payment as it stands (the seed's demo payments). */
export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

/** The caller's current submissions, newest first. */
export function listPayments(db: Db, userId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt), desc(payments.seq));
}

export function listPaymentChanges(db: Db, paymentId: string) {
  return db
    .select()
    .from(paymentChanges)
    .where(eq(paymentChanges.paymentId, paymentId))
    .orderBy(paymentChanges.changedAt, paymentChanges.seq);
}

const FRESH_NUMBER = {
  failureReason: null,
  paidAt: null,
  paidAmount: null,
  flagResolvedAt: null,
  flagResolvedBy: null,
  flagResolutionNote: null,
} as const;

/**
 * Records the control number of a type and year: a new row, or the existing one replaced (back to UNPAID, the old
 * number kept in payment_changes) unless it is PAID. Resubmitting the same number of an UNPAID payment changes nothing.
 */
export async function submitControlNumber(
  db: Db,
  userId: string,
  submission: Submission,
): Promise<{ row: PaymentRow } | { paid: PaymentRow }> {
  try {
    return await submitOnce(db, userId, submission);
  } catch (error) {
    // Two first submissions of one type and year at the same moment: the second becomes a replacement.
    if (!isUniqueViolation(error)) throw error;
    return submitOnce(db, userId, submission);
  }
}

function submitOnce(db: Db, userId: string, { controlNumber, paymentType, paymentYear }: Submission) {
  return db.transaction(async (tx): Promise<{ row: PaymentRow } | { paid: PaymentRow }> => {
    const [current] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.paymentType, paymentType), eq(payments.paymentYear, paymentYear)))
      .for('update');
    if (!current) {
      const [row] = await tx.insert(payments).values({ userId, paymentType, paymentYear, controlNumber }).returning();
      return { row: row! };
    }
    if (current.status === 'PAID') return { paid: current };
    if (current.controlNumber === controlNumber && current.status === 'UNPAID') return { row: current };
    await tx.insert(paymentChanges).values({
      paymentId: current.id,
      previousControlNumber: current.controlNumber,
      previousStatus: current.status,
      changedBy: userId,
    });
    const now = new Date();
    const [row] = await tx
      .update(payments)
      // A new number starts again: no failure, no payment, and its flags are looked at afresh.
      .set({ controlNumber, status: 'UNPAID', createdAt: now, updatedAt: now, ...FRESH_NUMBER })
      .where(eq(payments.id, current.id))
      .returning();
    return { row: row! };
  });
}
