import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * Tests only: the rows of raw SQL. PGlite's and pg's answers both carry `rows`, but the union of their drizzle
 * types leaves execute's answer unknown.
 */
export async function sqlRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const answer: unknown = await db.execute(query);
  return (answer as { rows: T[] }).rows;
}
