import { aliasedTable, and, asc, eq, sql } from 'drizzle-orm';
import { listAudit } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { payments, results, users } from '../db/schema.js';
import { ENROLLMENT_STATUSES, storedStatus, type EnrollmentStatus } from './enrollment-rules.js';
import { isScholar } from './student-queries.js';

const fee = aliasedTable(payments, 'fee');
const nhif = aliasedTable(payments, 'nhif');

const counted = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;
const isActive = sql`lower(${users.enrollmentStatus}) = 'active'`;

function paymentFigures(table: typeof fee) {
  return {
    submitted: sql<number>`count(${table.id})::int`,
    missing: counted(sql`${table.id} is null and ${isActive}`),
    paid: counted(sql`${table.status} = 'PAID'`),
  };
}

export type Figures = Awaited<ReturnType<typeof batchFigures>>[number];

/** Per batch, for the year: scholars by enrollment status, results and control numbers by where they stand. */
export function batchFigures(db: Db, year: string) {
  const statusCounts = Object.fromEntries(
    ENROLLMENT_STATUSES.map((status) => [status, counted(sql`lower(${users.enrollmentStatus}) = lower(${storedStatus(status)})`)]),
  ) as Record<EnrollmentStatus, ReturnType<typeof counted>>;
  return db
    .select({
      batchNo: users.batchNo,
      scholars: { total: sql<number>`count(*)::int`, ...statusCounts },
      results: {
        uploaded: sql<number>`count(${results.id})::int`,
        missing: counted(sql`${results.id} is null and ${isActive}`),
        awaitingReview: counted(sql`${results.status} = 'SUBMITTED'`),
        approved: counted(sql`${results.status} = 'APPROVED'`),
        rejected: counted(sql`${results.status} = 'REJECTED'`),
      },
      universityFee: paymentFigures(fee),
      nhif: paymentFigures(nhif),
    })
    .from(users)
    .leftJoin(results, and(eq(results.userId, users.id), eq(results.resultYear, year)))
    .leftJoin(fee, and(eq(fee.userId, users.id), eq(fee.paymentType, 'UNIVERSITY_FEE'), eq(fee.paymentYear, year)))
    .leftJoin(nhif, and(eq(nhif.userId, users.id), eq(nhif.paymentType, 'NHIF'), eq(nhif.paymentYear, year)))
    .where(isScholar)
    .groupBy(users.batchNo)
    .orderBy(asc(users.batchNo));
}

/** The latest administrators' actions, newest first. */
export async function recentAudit(db: Db, limit: number) {
  return (await listAudit(db, {}, { page: 1, pageSize: limit, offset: 0 })).items;
}
