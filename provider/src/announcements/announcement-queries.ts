import { and, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { announcements } from '../db/schema.js';
import type { AnnouncementRow, Audience } from './announcement-rules.js';

function visibleTo(audience: Audience): SQL | undefined {
  if (audience === 'everything') return undefined;
  const forAll = or(isNull(announcements.batchNo), eq(announcements.batchNo, 0));
  return audience.batchNo === null ? forAll : or(forAll, eq(announcements.batchNo, audience.batchNo));
}

/** The announcements that audience may read, newest first; pinned ones only when asked. */
export function listAnnouncements(db: Db, audience: Audience, { pinnedOnly = false } = {}): Promise<AnnouncementRow[]> {
  return db.select().from(announcements)
    .where(and(visibleTo(audience), pinnedOnly ? eq(announcements.pinned, true) : undefined))
    .orderBy(desc(announcements.createdAt), desc(announcements.id));
}

export async function insertAnnouncement(db: Db, values: typeof announcements.$inferInsert): Promise<AnnouncementRow> {
  const [row] = await db.insert(announcements).values(values).returning();
  return row!;
}
