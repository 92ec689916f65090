import { and, asc, desc, eq, getTableColumns, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { keptPerDatabase } from '../db/kept-until-changed.js';
import { staleOwnerOf } from '../db/watched-changes.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { announcementAcknowledgements as acknowledgements, announcements, users } from '../db/schema.js';
import type { AnnouncementFields, AnnouncementRow, Audience, ViewedAnnouncement } from './announcement-rules.js';

const forEveryBatch = or(isNull(announcements.batchNo), eq(announcements.batchNo, 0));

type Value<T> = T | Placeholder;

/** Who may read: everything for an administrator, else what is for every batch and for the reader's own. */
function visibleTo(everything: Value<boolean>, batchNo: Value<number | null>): SQL {
  return or(sql`${everything}::boolean`, forEveryBatch, sql`${announcements.batchNo} = ${batchNo}::integer`)!;
}

const audienceValues = (audience: Audience) =>
  audience === 'everything' ? { everything: true, batchNo: null } : { everything: false, batchNo: audience.batchNo };

/** The announcements with the viewer's acknowledgement, if any (none without a viewer). */
function viewedBy(db: Db, viewerId: Value<string | null>) {
  return db
    .select({ ...getTableColumns(announcements), acknowledgedAt: acknowledgements.acknowledgedAt })
    .from(announcements)
    .leftJoin(
      acknowledgements,
      and(eq(acknowledgements.announcementId, announcements.id), sql`${acknowledgements.userId} = ${viewerId}::uuid`),
    );
}

// A scholar's list and its pinned part: asked by every dashboard and announcements screen.
const readable = (pinnedOnly: boolean) =>
  preparedPerDatabase((db) =>
    viewedBy(db, sql.placeholder('viewerId'))
      .where(
        and(visibleTo(sql.placeholder('everything'), sql.placeholder('batchNo')), pinnedOnly ? eq(announcements.pinned, true) : undefined),
      )
      .orderBy(desc(announcements.createdAt), desc(announcements.seq))
      .prepare(pinnedOnly ? 'list_pinned_announcements' : 'list_announcements'),
  );
const [allReadable, pinnedReadable] = [readable(false), readable(true)];

// Where the database tells of every change (PGlite), a reader's list is kept until an announcement or one of their
// acknowledgements changes.
const staleAcknowledgementsOf = staleOwnerOf('announcement_acknowledgements');
const keptForReader = keptPerDatabase<readonly ViewedAnnouncement[]>(
  (change) => change === 'announcements' || staleAcknowledgementsOf(change),
);
export const keepReadersAnnouncements = keptForReader.keep;

/** The announcements that audience may read, newest first; pinned ones only when asked. */
export function listAnnouncements(
  db: Db,
  audience: Audience,
  { pinnedOnly = false, viewerId }: { pinnedOnly?: boolean; viewerId?: string } = {},
): Promise<readonly ViewedAnnouncement[]> {
  const values = { viewerId: viewerId ?? null, ...audienceValues(audience) };
  const ask = () => (pinnedOnly ? pinnedReadable : allReadable)(db).execute(values);
  return viewerId ? keptForReader.read(db, viewerId, `${values.batchNo}|${values.everything}|${pinnedOnly}`, ask) : ask();
}

/** One announcement if that audience may read it. */
export async function findAnnouncement(db: Db, id: string, audience: Audience, viewerId?: string): Promise<ViewedAnnouncement | null> {
  const { everything, batchNo } = audienceValues(audience);
  const [row] = await viewedBy(db, viewerId ?? null).where(and(eq(announcements.id, id), visibleTo(everything, batchNo)));
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
