import { aliasedTable, and, asc, count, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { results, users } from '../db/schema.js';
import type { PageRequest } from '../http/paging.js';
import type { ResultRow } from './result-rules.js';
import type { QueueFilter, ReviewStatus } from './review-rules.js';

const reviewer = aliasedTable(users, 'reviewer');

/** A queue row: the result, whose it is, and who reviewed it. */
export interface QueueRow {
  result: ResultRow;
  scholar: Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'batchNo' | 'universityName' | 'courseProgrammeName'>;
  reviewerName: string | null;
}

const queueColumns = {
  result: getTableColumns(results),
  scholar: {
    id: users.id,
    name: users.name,
    email: users.email,
    batchNo: users.batchNo,
    universityName: users.universityName,
    courseProgrammeName: users.courseProgrammeName,
  },
  reviewerName: reviewer.name,
};

function queueWhere(filter: QueueFilter): SQL {
  return and(
    eq(users.role, 'STUDENT'),
    isNull(users.deletedAt),
    filter.year ? eq(results.resultYear, filter.year) : undefined,
    filter.batchNo === undefined ? undefined : eq(users.batchNo, filter.batchNo),
    filter.status ? eq(results.status, filter.status) : undefined,
  )!;
}

/** A page of the review queue: oldest upload first, insertion order settling ties. */
export async function listReviewQueue(db: Db, filter: QueueFilter, page: PageRequest): Promise<{ rows: QueueRow[]; total: number }> {
  const where = queueWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(queueColumns)
      .from(results)
      .innerJoin(users, eq(users.id, results.userId))
      .leftJoin(reviewer, eq(reviewer.id, results.reviewedBy))
      .where(where)
      .orderBy(asc(results.uploadedAt), asc(results.seq))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ value: count() }).from(results).innerJoin(users, eq(users.id, results.userId)).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Any scholar's result by its file name (officers only). */
export async function findResult(db: Db, fileName: string): Promise<ResultRow | null> {
  const [row] = await db.select().from(results).where(eq(results.fileName, fileName));
  return row ?? null;
}

/** The result, locked until the transaction ends: two officers reviewing it take turns. */
export async function lockResult(db: Db, fileName: string): Promise<ResultRow | null> {
  const [row] = await db.select().from(results).where(eq(results.fileName, fileName)).for('update');
  return row ?? null;
}

export async function setReview(
  db: Db,
  fileName: string,
  review: { status: ReviewStatus; comment: string | null; reviewedBy: string },
): Promise<ResultRow> {
  const [row] = await db
    .update(results)
    .set({ status: review.status, reviewComment: review.comment, reviewedBy: review.reviewedBy, reviewedAt: new Date() })
    .where(eq(results.fileName, fileName))
    .returning();
  return row!;
}

/** The queue row of one result (after a review, to answer with it). */
export async function findQueueRow(db: Db, fileName: string): Promise<QueueRow | null> {
  const [row] = await db
    .select(queueColumns)
    .from(results)
    .innerJoin(users, eq(users.id, results.userId))
    .leftJoin(reviewer, eq(reviewer.id, results.reviewedBy))
    .where(eq(results.fileName, fileName));
  return row ?? null;
}
