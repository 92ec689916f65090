import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { keptPerDatabase } from '../db/kept-until-changed.js';
import { staleOwnerOf } from '../db/watched-changes.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { results } from '../db/schema.js';
import type { ResultRow } from './result-rules.js';

export type NewResult = Pick<
  typeof results.$inferInsert,
  'userId' | 'resultYear' | 'gpa' | 'fileName' | 'originalName' | 'fileSize' | 'fileType'
> &
  Partial<Pick<typeof results.$inferInsert, 'status' | 'reviewComment' | 'reviewedBy' | 'reviewedAt' | 'uploadedAt'>>;

// Asked by every dashboard and results screen.
const ownResults = preparedPerDatabase((db) =>
  db
    .select()
    .from(results)
    .where(eq(results.userId, sql.placeholder('userId')))
    .orderBy(desc(results.uploadedAt), desc(results.seq))
    .prepare('list_results'),
);

// Where the database tells of every change (PGlite), each scholar's list is kept until one of their results changes.
const keptResults = keptPerDatabase<readonly ResultRow[]>(staleOwnerOf('results'));
export const keepOwnResults = keptResults.keep;

/** The caller's results, newest first. */
export function listResults(db: Db, userId: string): Promise<readonly ResultRow[]> {
  return keptResults.read(db, userId, '', () => ownResults(db).execute({ userId }));
}

/** The result stored under fileName, only if it belongs to userId (another person's file reads as missing). */
export async function findOwnResult(db: Db, userId: string, fileName: string): Promise<ResultRow | null> {
  const [row] = await db
    .select()
    .from(results)
    .where(and(eq(results.userId, userId), eq(results.fileName, fileName)));
  return row ?? null;
}

/** The result of that year that blocks a new upload (submitted or approved), if any. */
export async function findLiveResult(db: Db, userId: string, resultYear: string): Promise<ResultRow | null> {
  const [row] = await db
    .select()
    .from(results)
    .where(and(eq(results.userId, userId), eq(results.resultYear, resultYear), inArray(results.status, ['SUBMITTED', 'APPROVED'])));
  return row ?? null;
}

/**
 * Records an upload, replacing a rejected result of the same year in the same transaction. Answers the new
 * row and the file names of replaced rows (their files are the caller's to remove). A live result of that
 * year makes the unique index refuse the insert.
 */
export async function insertResult(db: Db, values: NewResult): Promise<{ row: ResultRow; replacedFiles: string[] }> {
  return db.transaction(async (tx) => {
    const replaced = await tx
      .delete(results)
      .where(and(eq(results.userId, values.userId), eq(results.resultYear, values.resultYear), eq(results.status, 'REJECTED')))
      .returning({ fileName: results.fileName });
    const [row] = await tx.insert(results).values(values).returning();
    return { row: row!, replacedFiles: replaced.map((r) => r.fileName) };
  });
}

/** Deletes the caller's result while it is still SUBMITTED; answers whether a row went. */
export async function deleteSubmittedResult(db: Db, userId: string, fileName: string): Promise<boolean> {
  const rows = await db
    .delete(results)
    .where(and(eq(results.userId, userId), eq(results.fileName, fileName), eq(results.status, 'SUBMITTED')))
    .returning({ id: results.id });
  return rows.length > 0;
}
