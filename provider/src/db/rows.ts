import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import type { announcements, mentors, mentorshipResources, mentorshipSessions } from './schema.js';

type AuditedTable = typeof announcements | typeof mentors | typeof mentorshipSessions | typeof mentorshipResources;

/** A row as it stands, by its uuid, or null: what an audit entry keeps as "before". */
export async function rowById<T extends AuditedTable>(db: Db, table: T, id: string): Promise<T['$inferSelect'] | null> {
  // Widened to the union, which drizzle's from() types: a bare type parameter it cannot check.
  const source: AuditedTable = table;
  const [row]: unknown[] = await db.select().from(source).where(eq(source.id, id));
  return (row as T['$inferSelect'] | undefined) ?? null;
}
