import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { disbursementItems, disbursementRuns, payments, results, users } from '../db/schema.js';
import { isScholar } from '../users/scholar-condition.js';
import type { ScholarFacts } from './eligibility-rules.js';

// The facts eligibility-rules.ts judges, for every scholar a run is for in one query (thousands of scholars, not
// a query each): each fact is an EXISTS on an index (results and payments per user and year, runs' rows per user).

export interface FactsScope {
  /** The academic year whose results and control numbers count. */
  year: string;
  /** The run's period key (period-rules.ts); null (before any run) means nobody is already in one. */
  periodKey: string | null;
  /** One batch, or every batch when null or absent. */
  batchNo?: number | null;
  /** One scholar only (their own answer). */
  studentId?: string;
  /** These scholars only (a run's rows, re-checked). */
  studentIds?: readonly string[];
}

export interface ScholarRecord extends ScholarFacts {
  studentId: string;
  /** The account name a run copies for the bank. */
  name: string;
}

const controlNumber = (type: 'UNIVERSITY_FEE' | 'NHIF', year: string) =>
  sql<boolean>`exists (select 1 from ${payments} where ${payments.userId} = ${users.id} and ${payments.paymentType} = ${type} and ${payments.paymentYear} = ${year})`;

// The row that holds the period (a failed transfer or a cancelled run holds nothing: that scholar is carried into a
// later run of the period).
const inPeriod = (key: string) =>
  sql<boolean>`exists (select 1 from ${disbursementItems} where ${disbursementItems.studentId} = ${users.id}
    and ${disbursementItems.holdsPeriod} and ${disbursementItems.periodKey} = ${key})`;

// The periods of the year in which the scholar holds a payment, the scope's own period aside (that one is
// alreadyInPeriod): what the yearly cap counts. Runs made before the instalments list count by their academic year.
// Qualified by aliases: inside a select, drizzle writes a column without its table.
const stipendsInYear = (studentId: SQL | string, year: string, key: string | null) =>
  sql<number>`(select count(distinct item.period_key)::int from ${disbursementItems} item
    join ${disbursementRuns} run on run.id = item.run_id
    where item.student_id = ${studentId} and item.holds_period and run.academic_year = ${year}${
      key === null ? sql`` : sql` and item.period_key <> ${key}`
    })`;

/** How many other periods of the year already pay one scholar (the yearly cap's count when a row is included by hand). */
export async function otherStipendsInYear(db: Db, studentId: string, year: string, key: string): Promise<number> {
  const [row] = await db.select({ count: stipendsInYear(studentId, year, key) }).from(sql`(select 1) as one`);
  return Number(row!.count);
}

/** The scholars of the scope with their facts, by batch then name (insertion order settles ties): a run's row order. */
export async function scholarFacts(db: Db, scope: FactsScope): Promise<ScholarRecord[]> {
  const conditions: (SQL | undefined)[] = [isScholar];
  if (scope.batchNo !== undefined && scope.batchNo !== null) conditions.push(eq(users.batchNo, scope.batchNo));
  if (scope.studentId !== undefined) conditions.push(eq(users.id, scope.studentId));
  if (scope.studentIds !== undefined) conditions.push(inArray(users.id, [...scope.studentIds]));
  const rows = await db
    .select({
      studentId: users.id,
      name: users.name,
      enrollmentStatus: users.enrollmentStatus,
      accountNumber: users.accountNumber,
      resultStatus: results.status,
      universityFeeSubmitted: controlNumber('UNIVERSITY_FEE', scope.year),
      nhifSubmitted: controlNumber('NHIF', scope.year),
      alreadyInPeriod: scope.periodKey === null ? sql<boolean>`false` : inPeriod(scope.periodKey),
      stipendsInYear: stipendsInYear(sql`${users}.${sql.identifier(users.id.name)}`, scope.year, scope.periodKey),
    })
    .from(users)
    .leftJoin(results, and(eq(results.userId, users.id), eq(results.resultYear, scope.year)))
    .where(and(...conditions))
    .orderBy(asc(users.batchNo), asc(sql`lower(${users.name})`), asc(users.seq));
  // sql<boolean> only tells TypeScript; the rules must get real booleans whatever the driver answers.
  return rows.map((row) => ({
    ...row,
    universityFeeSubmitted: Boolean(row.universityFeeSubmitted),
    nhifSubmitted: Boolean(row.nhifSubmitted),
    alreadyInPeriod: Boolean(row.alreadyInPeriod),
    stipendsInYear: Number(row.stipendsInYear),
  }));
}
