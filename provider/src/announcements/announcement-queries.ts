import { and, asc, desc, eq, getTableColumns, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { announcementAcknowledgements as acknowledgements, announcements, users } from '../db/schema.js';
import type { AnnouncementFields, AnnouncementRow, Audience, ViewedAnnouncement } from './announcement-rules.js';

const forEveryBatch = or(isNull(announcements.batchNo), eq(announcements.batchNo, 0));

function visibleTo(audience: Audience): SQL | undefined {
  if (audience === 'everything') return undefined;
  return audience.batchNo === null ? forEveryBatch : or(forEveryBatch, eq(announcements.batchNo, audience.batchNo));
}

/** The announcements with the viewer's acknowledgement, if any (none without a viewer). */
function viewedBy(db: Db, viewerId: string | undefined) {
  return db
    .select({ ...getTableColumns(announcements), acknowledgedAt: acknowledgements.acknowledgedAt })
    .from(announcements)
    .leftJoin(
      acknowledgements,
      and(eq(acknowledgements.announcementId, announcements.id), viewerId ? eq(acknowledgements.userId, viewerId) : sql`false`),
    );
}

/** The announcements that audience may read, newest first; pinned ones only when asked. */
export function listAnnouncements(
  db: Db,
  audience: Audience,
  { pinnedOnly = false, viewerId }: { pinnedOnly?: boolean; viewerId?: string } = {},
): Promise<ViewedAnnouncement[]> {
  return viewedBy(db, viewerId)
    .where(and(visibleTo(audience), pinnedOnly ? eq(announcements.pinned, true) : undefined))
    .orderBy(desc(announcements.createdAt), desc(announcements.seq));
}

/** One announcement if that audience may read it. */
export async function findAnnouncement(db: Db, id: string, audience: Audience, viewerId?: string): Promise<ViewedAnnouncement | null> {
  const [row] = await viewedBy(db, viewerId).where(and(eq(announcements.id, id), visibleTo(audience)));
  return row ?? null;
}

export async function insertAnnouncement(db: Db, values: typeof announcements.$inferInsert): Promise<AnnouncementRow> {
  const [row] = await db.insert(announcements).values(values).returning();
  return row!;
}

export async function updateAnnouncement(db: Db, id: string, changes: Partial<AnnouncementFields>): Promise<AnnouncementRow | null> {
  const [row] = await db.update(announcements).set(changes).where(eq(announcements.id, id)).returning();
  return row ?? null;
}

export async function deleteAnnouncement(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id });
  return rows.length > 0;
}

/** Records the reader's acknowledgement once; a repeat keeps the first moment. Answers that moment. */
export async function acknowledgeAnnouncement(db: Db, announcementId: string, userId: string): Promise<Date> {
  await db.insert(acknowledgements).values({ announcementId, userId }).onConflictDoNothing();
  const [row] = await db
    .select({ at: acknowledgements.acknowledgedAt })
    .from(acknowledgements)
    .where(and(eq(acknowledgements.announcementId, announcementId), eq(acknowledgements.userId, userId)));
  return row!.at;
}

export interface AudienceStudent {
  id: string;
  name: string;
  email: string;
  acknowledgedAt: Date | null;
}

/**
 * The scholars an announcement is for (its batch, or every batch when batchNo is null or 0) who have an account in
 * use, by name, each with their acknowledgement if any.
 */
export function studentsOfAnnouncement(db: Db, announcement: AnnouncementRow): Promise<AudienceStudent[]> {
  const batchNo = announcement.batchNo;
  return db
    .select({ id: users.id, name: users.name, email: users.email, acknowledgedAt: acknowledgements.acknowledgedAt })
    .from(users)
    .leftJoin(acknowledgements, and(eq(acknowledgements.userId, users.id), eq(acknowledgements.announcementId, announcement.id)))
    .where(
      and(eq(users.role, 'STUDENT'), isNull(users.deletedAt), batchNo === null || batchNo === 0 ? undefined : eq(users.batchNo, batchNo)),
    )
    .orderBy(asc(users.name), asc(users.email));
}
