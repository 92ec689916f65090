import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { keptPerDatabase } from '../db/kept-until-changed.js';
import { staleOwnerOf } from '../db/watched-changes.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { isUniqueViolation } from '../db/errors.js';
import { paymentChanges, payments } from '../db/schema.js';
import type { PaymentRow, Refused, Submission } from './payment-rules.js';

/** A payment as it stands (the seed's demo payments). */
export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

// Asked by every dashboard and payments screen.
const ownPayments = preparedPerDatabase((db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.userId, sql.placeholder('userId')))
    .orderBy(desc(payments.createdAt), desc(payments.seq))
    .prepare('list_payments'),
);

// Where the database tells of every change (PGlite), each scholar's list is kept until one of their payments changes.
const keptPayments = keptPerDatabase<readonly PaymentRow[]>(staleOwnerOf('payments'));
export const keepOwnPayments = keptPayments.keep;

/** The caller's current submissions, newest first. */
export function listPayments(db: Db, userId: string): Promise<readonly PaymentRow[]> {
  return keptPayments.read(db, userId, '', () => ownPayments(db).execute({ userId }));
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

export type SubmissionOutcome = { row: PaymentRow } | Refused;

/**
 * Records the control number of a type and year and its bill's amount: a new row, or the existing one replaced
 * (back to UNPAID, the old number kept in payment_changes) unless it is PAID or PROCESSING. Resubmitting the number
 * a payment already has changes nothing, except that a FAILED one goes back to UNPAID, to be looked at again, and an
 * UNPAID one takes another amount (a typing mistake corrected, the old amount kept in payment_changes). A payment
 * paid or being processed keeps its number and its amount. A number on another scholar's payment, or on another of
 * the caller's own, is refused; the caller's own payment that stands in the way comes with the refusal (another
 * scholar's never does).
 */
export async function submitControlNumber(db: Db, userId: string, submission: Submission): Promise<SubmissionOutcome> {
  try {
    return await submitOnce(db, userId, submission);
  } catch (error) {
    // Two first submissions of one type and year at the same moment: the second becomes a replacement.
    if (!isUniqueViolation(error)) throw error;
    return submitOnce(db, userId, submission);
  }
}

function submitOnce(db: Db, userId: string, { controlNumber, paymentType, paymentYear, amountTzs = null }: Submission) {
  return db.transaction(async (tx): Promise<SubmissionOutcome> => {
    // One submission of a number at a time, so two scholars sending the same number cannot both find it free. A
    // lock, not a unique index: older rows share numbers (the payments desk flags them) and must stay as they are.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`control-number:${controlNumber}`}))`);
    const [current] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.paymentType, paymentType), eq(payments.paymentYear, paymentYear)))
      .for('update');
    if (current?.controlNumber === controlNumber) return sentAgain(tx, current, amountTzs, userId);
    if (current?.status === 'PAID' || current?.status === 'PROCESSING') return { refused: current.status, payment: current };
    const holders = await tx.select().from(payments).where(eq(payments.controlNumber, controlNumber)).orderBy(payments.seq);
    if (holders.some((holder) => holder.userId !== userId)) return { refused: 'CONTROL_NUMBER_TAKEN' };
    const [mine] = holders;
    if (mine) return { refused: 'CONTROL_NUMBER_USED', payment: mine };
    if (current) return replace(tx, current, { controlNumber, amountDueTzs: amountTzs }, userId);
    const [row] = await tx
      .insert(payments)
      .values({ userId, paymentType, paymentYear, controlNumber, amountDueTzs: amountTzs })
      .returning();
    return { row: row! };
  });
}

/** The number the payment already has, sent again; without an amount, the bill keeps the one it has. */
async function sentAgain(tx: Db, current: PaymentRow, amountTzs: number | null, userId: string): Promise<SubmissionOutcome> {
  const amountDueTzs = amountTzs ?? current.amountDueTzs;
  if (current.status === 'FAILED') return replace(tx, current, { controlNumber: current.controlNumber, amountDueTzs }, userId);
  if (amountDueTzs === current.amountDueTzs) return { row: current };
  // What is being paid, or was, is not the scholar's to change any more.
  if (current.status === 'PAID' || current.status === 'PROCESSING') return { refused: current.status, payment: current };
  return replace(tx, current, { controlNumber: current.controlNumber, amountDueTzs }, userId, { sameNumber: true });
}

/**
 * The payment's new control number (or its failed one again, or its unpaid one with a corrected amount): history kept,
 * status UNPAID, no failure, no payment. A new number is a new bill: its flags are looked at afresh.
 */
async function replace(
  tx: Db,
  current: PaymentRow,
  bill: { controlNumber: string; amountDueTzs: number | null },
  userId: string,
  { sameNumber = false } = {},
): Promise<SubmissionOutcome> {
  await tx.insert(paymentChanges).values({
    paymentId: current.id,
    previousControlNumber: current.controlNumber,
    previousStatus: current.status,
    previousAmountDueTzs: current.amountDueTzs,
    changedBy: userId,
  });
  const now = new Date();
  const [row] = await tx
    .update(payments)
    // A corrected amount keeps when its number was submitted (and an officer's word on its flags).
    .set({ ...bill, status: 'UNPAID', updatedAt: now, ...(sameNumber ? {} : { createdAt: now, ...FRESH_NUMBER }) })
    .where(eq(payments.id, current.id))
    .returning();
  return { row: row! };
}
