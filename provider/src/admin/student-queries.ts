import { aliasedTable, and, asc, count, desc, eq, exists, ilike, max, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { activity, auditLog, payments, results, users } from '../db/schema.js';
import { containing } from '../db/search.js';
import type { PageRequest } from '../http/paging.js';
import { ACCOUNT_NUMBER_CHANGED } from '../users/account-number-rules.js';
import { isScholar } from '../users/scholar-condition.js';
import { shownEmailColumn } from '../users/user-queries.js';
import { storedStatus, wireStatus } from './enrollment-rules.js';
import type { StudentFilter } from './student-filter-rules.js';

const fee = aliasedTable(payments, 'fee');
const nhif = aliasedTable(payments, 'nhif');

export { isScholar };

function missingCondition(filter: StudentFilter): SQL | undefined {
  if (!filter.missing) return undefined;
  if (filter.missing === 'RESULTS')
    return notExists(sql`(select 1 from ${results} where ${results.userId} = ${users.id} and ${results.resultYear} = ${filter.year})`);
  return notExists(
    sql`(select 1 from ${payments} where ${payments.userId} = ${users.id} and ${payments.paymentType} = ${filter.missing} and ${payments.paymentYear} = ${filter.year})`,
  );
}

/** The scholar has the year's results, in that status unless UPLOADED (any). */
function resultCondition(filter: StudentFilter): SQL | undefined {
  if (!filter.resultStatus) return undefined;
  const status = filter.resultStatus === 'UPLOADED' ? sql`` : sql` and ${results.status} = ${filter.resultStatus}`;
  return exists(sql`(select 1 from ${results} where ${results.userId} = ${users.id} and ${results.resultYear} = ${filter.year}${status})`);
}

/** The scholar has a control number of the type for the year, in that status unless SUBMITTED (any). */
function controlNumberCondition(type: 'UNIVERSITY_FEE' | 'NHIF', wanted: StudentFilter['nhifStatus'], year: string): SQL | undefined {
  if (!wanted) return undefined;
  const status = wanted === 'SUBMITTED' ? sql`` : sql` and ${payments.status} = ${wanted}`;
  return exists(
    sql`(select 1 from ${payments} where ${payments.userId} = ${users.id} and ${payments.paymentType} = ${type} and ${payments.paymentYear} = ${year}${status})`,
  );
}

function whereOf(filter: StudentFilter): SQL {
  const conditions: (SQL | undefined)[] = [isScholar];
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.universityRegistrationId, pattern)));
  }
  if (filter.batchNo !== undefined) conditions.push(eq(users.batchNo, filter.batchNo));
  if (filter.status) conditions.push(sql`lower(${users.enrollmentStatus}) = lower(${storedStatus(filter.status)})`);
  if (filter.university) conditions.push(eq(users.universityName, filter.university));
  if (filter.programme) conditions.push(eq(users.courseProgrammeName, filter.programme));
  conditions.push(missingCondition(filter));
  conditions.push(resultCondition(filter));
  conditions.push(controlNumberCondition('UNIVERSITY_FEE', filter.universityFeeStatus, filter.year));
  conditions.push(controlNumberCondition('NHIF', filter.nhifStatus, filter.year));
  return and(...conditions)!;
}

function orderOf(filter: StudentFilter) {
  const direction = filter.order === 'desc' ? desc : asc;
  const byName = direction(sql`lower(${users.name})`);
  // The insertion sequence settles ties, so a page never shows a row twice or skips one.
  if (filter.sort === 'batchNo') return [direction(users.batchNo), byName, direction(users.seq)];
  if (filter.sort === 'createdAt') return [direction(users.createdAt), direction(users.seq)];
  return [byName, direction(users.seq)];
}

/** A row of the scholars' table, with where each of the year's documents stands. */
function selectRows(db: Db, filter: StudentFilter, only?: SQL) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: shownEmailColumn,
      batchNo: users.batchNo,
      universityName: users.universityName,
      courseProgrammeName: users.courseProgrammeName,
      universityRegistrationId: users.universityRegistrationId,
      enrollmentStatus: users.enrollmentStatus,
      createdAt: users.createdAt,
      resultStatus: results.status,
      universityFeeStatus: fee.status,
      nhifStatus: nhif.status,
    })
    .from(users)
    .leftJoin(results, and(eq(results.userId, users.id), eq(results.resultYear, filter.year)))
    .leftJoin(fee, and(eq(fee.userId, users.id), eq(fee.paymentType, 'UNIVERSITY_FEE'), eq(fee.paymentYear, filter.year)))
    .leftJoin(nhif, and(eq(nhif.userId, users.id), eq(nhif.paymentType, 'NHIF'), eq(nhif.paymentYear, filter.year)))
    .where(and(whereOf(filter), only))
    .orderBy(...orderOf(filter));
}

type StudentRow = Awaited<ReturnType<typeof selectRows>>[number];

export function studentRowView(row: StudentRow) {
  return { ...row, enrollmentStatus: wireStatus(row.enrollmentStatus), createdAt: row.createdAt.toISOString() };
}

export async function listStudents(db: Db, filter: StudentFilter, page: PageRequest) {
  const [rows, [total]] = await Promise.all([
    selectRows(db, filter).limit(page.pageSize).offset(page.offset),
    db.select({ value: count() }).from(users).where(whereOf(filter)),
  ]);
  return { items: rows.map(studentRowView), total: total?.value ?? 0, page: page.page, pageSize: page.pageSize };
}

/** One scholar's row of the table, for the year. */
export async function findStudentRow(db: Db, id: string, year: string) {
  const [row] = await selectRows(db, { year, sort: 'name', order: 'asc' }, eq(users.id, id));
  return row ? studentRowView(row) : null;
}

/** Every scholar the filter matches, a slice at a time (an export of thousands never holds them all at once). */
export async function* eachStudent(db: Db, filter: StudentFilter, sliceSize = 500) {
  for (let offset = 0; ; offset += sliceSize) {
    const rows = await selectRows(db, filter).limit(sliceSize).offset(offset);
    for (const row of rows) yield studentRowView(row);
    if (rows.length < sliceSize) return;
  }
}

/** A scholar's page: the profile, every result and control number, and the latest activity and audit entries. */
export async function studentDetail(db: Db, id: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isScholar));
  if (!user) return null;
  const [resultRows, paymentRows, activityRows, auditRows, [accountChange]] = await Promise.all([
    db
      .select({
        fileName: results.fileName,
        resultYear: results.resultYear,
        gpa: results.gpa,
        status: results.status,
        reviewComment: results.reviewComment,
        originalName: results.originalName,
        uploadedAt: results.uploadedAt,
      })
      .from(results)
      .where(eq(results.userId, id))
      .orderBy(desc(results.resultYear), desc(results.seq)),
    db
      .select({
        id: payments.id,
        paymentType: payments.paymentType,
        paymentYear: payments.paymentYear,
        controlNumber: payments.controlNumber,
        status: payments.status,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.userId, id))
      .orderBy(desc(payments.paymentYear), asc(payments.paymentType)),
    db
      .select({ kind: activity.kind, createdAt: activity.createdAt })
      .from(activity)
      .where(eq(activity.userId, id))
      .orderBy(desc(activity.createdAt), desc(activity.seq))
      .limit(20),
    db
      .select({ at: auditLog.at, actorEmail: auditLog.actorEmail, action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'student'), eq(auditLog.entityId, id)))
      .orderBy(desc(auditLog.at), desc(auditLog.seq))
      .limit(20),
    // Not read off the 20 latest entries: officers' actions since may have pushed it out of them.
    db
      .select({ at: max(auditLog.at) })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'student'), eq(auditLog.entityId, id), eq(auditLog.action, ACCOUNT_NUMBER_CHANGED))),
  ]);
  return {
    user,
    accountNumberChangedAt: accountChange?.at ?? null,
    results: resultRows,
    payments: paymentRows,
    activity: activityRows,
    audit: auditRows,
  };
}

/** The scholar's row, locked until the transaction ends: two officers changing one status take turns. */
export async function lockScholar(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, enrollmentStatus: users.enrollmentStatus })
    .from(users)
    .where(and(eq(users.id, id), isScholar))
    .for('update');
  return row ?? null;
}

export async function setEnrollmentStatus(db: Db, id: string, stored: string): Promise<void> {
  await db.update(users).set({ enrollmentStatus: stored, updatedAt: new Date() }).where(eq(users.id, id));
}
