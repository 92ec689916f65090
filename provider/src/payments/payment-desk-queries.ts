import { and, asc, count, eq, ilike, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { payments, users } from '../db/schema.js';
import { containing } from '../db/search.js';
import type { PageRequest } from '../http/paging.js';
import { activeFlags, type DeskFilter } from './payment-desk-rules.js';
import type { PaymentType } from './payment-rules.js';

// The payments desk's reads: control numbers with their scholar and flags, and who has none.

/** Scholars: STUDENT accounts that were not removed. */
const isScholar = and(eq(users.role, 'STUDENT'), isNull(users.deletedAt))!;

// Raw SQL on purpose: the inner `other` row is compared with the outer payments row of the query.
const duplicate = sql<boolean>`exists (select 1 from payments other where other.control_number = ${payments.controlNumber} and other.user_id <> ${payments.userId})`;
const reused = sql<boolean>`exists (select 1 from payments other where other.control_number = ${payments.controlNumber} and other.payment_year <> ${payments.paymentYear})`;
const flaggedUnresolved = and(or(duplicate, reused), isNull(payments.flagResolvedAt))!;

function whereOf(filter: DeskFilter): SQL {
  const conditions: (SQL | undefined)[] = [isScholar, eq(payments.paymentYear, filter.year)];
  if (filter.type) conditions.push(eq(payments.paymentType, filter.type));
  if (filter.batchNo !== undefined) conditions.push(eq(users.batchNo, filter.batchNo));
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.flagged) conditions.push(flaggedUnresolved);
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(payments.controlNumber, pattern)));
  }
  return and(...conditions)!;
}

function selectRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      payment: payments,
      duplicate,
      reused,
      scholar: { id: users.id, name: users.name, email: users.email, batchNo: users.batchNo, universityName: users.universityName },
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(where);
}

type SelectedRow = Awaited<ReturnType<typeof selectRows>>[number];

/** A control number as the desk shows it: the payment, its scholar and its unresolved flags. */
export function deskRow({ payment, duplicate, reused, scholar }: SelectedRow) {
  const resolved = payment.flagResolvedAt !== null;
  return {
    id: payment.id,
    controlNumber: payment.controlNumber,
    paymentType: payment.paymentType,
    paymentYear: payment.paymentYear,
    status: payment.status,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
    failureReason: payment.failureReason,
    paidAt: payment.paidAt?.toISOString() ?? null,
    amount: payment.paidAmount,
    amountDueTzs: payment.amountDueTzs,
    flags: activeFlags({ duplicate: Boolean(duplicate), reused: Boolean(reused) }, resolved),
    flagResolution: resolved
      ? {
          note: payment.flagResolutionNote ?? '',
          resolvedAt: payment.flagResolvedAt!.toISOString(),
          resolvedBy: payment.flagResolvedBy ?? '',
        }
      : null,
    scholar,
  };
}

export type DeskRow = ReturnType<typeof deskRow>;

/** The year's control numbers the filter matches, the oldest submission first (the queue order). */
export async function listDeskRows(db: Db, filter: DeskFilter, page: PageRequest) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    selectRows(db, where).orderBy(asc(payments.createdAt), asc(payments.seq)).limit(page.pageSize).offset(page.offset),
    db.select({ value: count() }).from(payments).innerJoin(users, eq(users.id, payments.userId)).where(where),
  ]);
  return { items: rows.map(deskRow), total: total?.value ?? 0, page: page.page, pageSize: page.pageSize };
}

export async function findDeskRow(db: Db, id: string): Promise<DeskRow | null> {
  const [row] = await selectRows(db, eq(payments.id, id));
  return row ? deskRow(row) : null;
}

/** Every payment holding one of the numbers, whatever its year or type. */
export async function deskRowsByNumber(db: Db, controlNumbers: string[]): Promise<DeskRow[]> {
  if (controlNumbers.length === 0) return [];
  const rows = await selectRows(db, inArray(payments.controlNumber, controlNumbers)).orderBy(asc(payments.seq));
  return rows.map(deskRow);
}

/**
 * Locks the payments holding the numbers until the transaction ends, always in the same order so two
 * reconciliations of overlapping files wait for each other instead of deadlocking.
 */
export async function lockByNumber(db: Db, controlNumbers: string[]): Promise<void> {
  if (controlNumbers.length === 0) return;
  await db
    .select({ id: payments.id })
    .from(payments)
    .where(inArray(payments.controlNumber, controlNumbers))
    .orderBy(asc(payments.id))
    .for('update');
}

export async function lockPayment(db: Db, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
}

/** Active scholars without a control number of the type for the year, by name. */
export async function listMissing(db: Db, filter: { year: string; type: PaymentType; batchNo?: number }, page: PageRequest) {
  const where = and(
    isScholar,
    sql`lower(${users.enrollmentStatus}) = 'active'`,
    filter.batchNo === undefined ? undefined : eq(users.batchNo, filter.batchNo),
    notExists(
      db
        .select({ one: sql`1` })
        .from(payments)
        .where(and(eq(payments.userId, users.id), eq(payments.paymentType, filter.type), eq(payments.paymentYear, filter.year))),
    ),
  );
  const [items, [total]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, batchNo: users.batchNo, universityName: users.universityName })
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.seq))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { items, total: total?.value ?? 0, page: page.page, pageSize: page.pageSize };
}
