import { and, asc, count, eq, isNull, max, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { payments, reminders, results, users } from '../db/schema.js';
import type { PageRequest } from '../http/paging.js';
import type { ReminderKind } from './reminder-rules.js';

// Who is missing a document of a year: the scholars (role STUDENT, not removed) whose enrollment is Active and
// who have no results (RESULTS) or no control number of that payment type for the year. Results and payments
// both list them, and reminders go to them.

export interface MissingFilter {
  kind: ReminderKind;
  year: string;
  batchNo?: number;
}

function lacks(kind: ReminderKind, year: string): SQL {
  if (kind === 'RESULTS')
    return notExists(sql`(select 1 from ${results} where ${results.userId} = ${users.id} and ${results.resultYear} = ${year})`);
  return notExists(
    sql`(select 1 from ${payments} where ${payments.userId} = ${users.id} and ${payments.paymentType} = ${kind} and ${payments.paymentYear} = ${year})`,
  );
}

export function missingWhere(filter: MissingFilter): SQL {
  return and(
    eq(users.role, 'STUDENT'),
    isNull(users.deletedAt),
    sql`lower(${users.enrollmentStatus}) = 'active'`,
    filter.batchNo === undefined ? undefined : eq(users.batchNo, filter.batchNo),
    lacks(filter.kind, filter.year),
  )!;
}

/** When each scholar was last reminded of this kind and year. */
function lastReminders(db: Db, filter: MissingFilter) {
  return db
    .select({ userId: reminders.userId, at: max(reminders.sentAt).as('last_reminded_at') })
    .from(reminders)
    .where(and(eq(reminders.kind, filter.kind), eq(reminders.year, filter.year)))
    .groupBy(reminders.userId)
    .as('last_reminder');
}

/** A page of the scholars missing the document, by batch then name (insertion order settles ties). */
export async function listMissing(db: Db, filter: MissingFilter, page: PageRequest) {
  const where = missingWhere(filter);
  const last = lastReminders(db, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        batchNo: users.batchNo,
        universityName: users.universityName,
        courseProgrammeName: users.courseProgrammeName,
        lastRemindedAt: last.at,
      })
      .from(users)
      .leftJoin(last, eq(last.userId, users.id))
      .where(where)
      .orderBy(asc(users.batchNo), asc(sql`lower(${users.name})`), asc(users.seq))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, lastRemindedAt: row.lastRemindedAt?.toISOString() ?? null })),
    total: total?.value ?? 0,
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** The missing-scholar item of a paged answer. */
export const missingScholarSchema = {
  $id: 'MissingScholar',
  type: 'object',
  required: ['id', 'name', 'email', 'batchNo', 'universityName', 'courseProgrammeName', 'lastRemindedAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    email: { type: 'string' },
    batchNo: { type: ['integer', 'null'] },
    universityName: { type: ['string', 'null'] },
    courseProgrammeName: { type: ['string', 'null'] },
    lastRemindedAt: { type: ['string', 'null'], format: 'date-time', description: 'The last reminder of this kind and year' },
  },
} as const;
