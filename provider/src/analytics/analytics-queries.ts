import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { payments, results, users } from '../db/schema.js';
import { isScholar } from '../users/scholar-condition.js';

/** The scholars a chart counts: every scholar, or one batch's. */
const scholarsOf = (batchNo: number | undefined): SQL => (batchNo === undefined ? isScholar : and(isScholar, eq(users.batchNo, batchNo))!);
/** The scholars expected to upload and submit: the Active ones (enrollment status as it stands today). */
const isActive = sql`lower(${users.enrollmentStatus}) = 'active'`;
const counted = sql<number>`count(*)::int`;

/**
 * The month of a moment in Tanzania (East Africa Time, UTC+3 all year, no daylight saving), so a
 * submission late on the 31st counts in the month the scholar saw.
 */
const monthInTanzania = (column: typeof results.uploadedAt | typeof payments.createdAt) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '3 hours', 'YYYY-MM')`;

/** The year's GPAs by batch (rejected results left out: their GPA was not accepted). */
export function gpaCounts(db: Db, year: string, batchNo: number | undefined) {
  return db
    .select({ batchNo: users.batchNo, gpa: results.gpa, results: counted })
    .from(results)
    .innerJoin(users, eq(users.id, results.userId))
    .where(and(scholarsOf(batchNo), eq(results.resultYear, year), ne(results.status, 'REJECTED')))
    .groupBy(users.batchNo, results.gpa);
}

/** How many Active scholars in scope there are: the whole of each completion line. */
export async function expectedScholars(db: Db, batchNo: number | undefined): Promise<number> {
  const [row] = await db
    .select({ scholars: counted })
    .from(users)
    .where(and(scholarsOf(batchNo), isActive));
  return row?.scholars ?? 0;
}

/**
 * Per month, how many Active scholars uploaded the year's results and submitted each control number
 * (one result and one control number of each type per scholar and year, so each row is a scholar's first).
 */
export async function completionFirsts(db: Db, year: string, batchNo: number | undefined) {
  const scope = and(scholarsOf(batchNo), isActive);
  const uploaded = monthInTanzania(results.uploadedAt);
  const submitted = monthInTanzania(payments.createdAt);
  const [resultRows, paymentRows] = await Promise.all([
    db
      .select({ month: uploaded, scholars: counted })
      .from(results)
      .innerJoin(users, eq(users.id, results.userId))
      .where(and(scope, eq(results.resultYear, year)))
      .groupBy(uploaded),
    db
      .select({ paymentType: payments.paymentType, month: submitted, scholars: counted })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(and(scope, eq(payments.paymentYear, year)))
      .groupBy(payments.paymentType, submitted),
  ]);
  return [
    ...resultRows.map((row) => ({ kind: 'results' as const, ...row })),
    ...paymentRows.map(({ paymentType, ...row }) => ({
      kind: paymentType === 'NHIF' ? ('nhif' as const) : ('universityFee' as const),
      ...row,
    })),
  ];
}

/** Active scholars per university and programme. */
export function universityCounts(db: Db, batchNo: number | undefined) {
  return db
    .select({ universityName: users.universityName, programmeName: users.courseProgrammeName, scholars: counted })
    .from(users)
    .where(and(scholarsOf(batchNo), isActive))
    .groupBy(users.universityName, users.courseProgrammeName)
    .orderBy(asc(users.universityName), asc(users.courseProgrammeName));
}

/** The year's control numbers by type and status. */
export function paymentCounts(db: Db, year: string, batchNo: number | undefined) {
  return db
    .select({ paymentType: payments.paymentType, status: payments.status, payments: counted })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(scholarsOf(batchNo), eq(payments.paymentYear, year)))
    .groupBy(payments.paymentType, payments.status);
}
