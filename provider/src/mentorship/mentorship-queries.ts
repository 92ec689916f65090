import { asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mentors, mentorshipRegistrations, mentorshipResources, mentorshipSessions } from '../db/schema.js';
import type { User } from '../users/user-queries.js';
import type { MentorInput, ResourceInput, SessionInput } from './mentorship-input.js';
import type { MentorRow, ResourceRow, SessionFacts, SessionRow } from './mentorship-rules.js';

// Mentors, resources and sessions as records; registrations live in registration-queries.ts.

export const listMentors = (db: Db): Promise<MentorRow[]> => db.select().from(mentors).orderBy(asc(mentors.name), asc(mentors.id));

export async function insertMentor(db: Db, values: MentorInput): Promise<MentorRow> {
  const [row] = await db.insert(mentors).values(values).returning();
  return row!;
}

export async function updateMentor(db: Db, id: string, values: MentorInput): Promise<MentorRow | null> {
  const [row] = await db.update(mentors).set(values).where(eq(mentors.id, id)).returning();
  return row ?? null;
}

/** 'deleted', 'missing', or 'in-use' while sessions still name the mentor. */
export function deleteMentor(db: Db, id: string): Promise<'deleted' | 'missing' | 'in-use'> {
  return db.transaction(async (tx) => {
    const [{ sessions }] = (await tx.select({ sessions: count() }).from(mentorshipSessions).where(eq(mentorshipSessions.mentorId, id))) as [
      { sessions: number },
    ];
    if (sessions > 0) return 'in-use';
    const gone = await tx.delete(mentors).where(eq(mentors.id, id)).returning({ id: mentors.id });
    return gone.length > 0 ? 'deleted' : 'missing';
  });
}

export async function mentorExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: mentors.id }).from(mentors).where(eq(mentors.id, id));
  return row !== undefined;
}

export const listResources = (db: Db): Promise<ResourceRow[]> =>
  db.select().from(mentorshipResources).orderBy(asc(mentorshipResources.title), asc(mentorshipResources.id));

export async function insertResource(db: Db, values: ResourceInput): Promise<ResourceRow> {
  const [row] = await db.insert(mentorshipResources).values(values).returning();
  return row!;
}

export async function updateResource(db: Db, id: string, values: ResourceInput): Promise<ResourceRow | null> {
  const [row] = await db.update(mentorshipResources).set(values).where(eq(mentorshipResources.id, id)).returning();
  return row ?? null;
}

export async function deleteResource(db: Db, id: string): Promise<boolean> {
  return (await db.delete(mentorshipResources).where(eq(mentorshipResources.id, id)).returning({ id: mentorshipResources.id })).length > 0;
}

export async function insertSession(db: Db, values: SessionInput): Promise<SessionRow> {
  const [row] = await db.insert(mentorshipSessions).values(values).returning();
  return row!;
}

export async function updateSession(db: Db, id: string, values: SessionInput): Promise<SessionRow | null> {
  const [row] = await db.update(mentorshipSessions).set(values).where(eq(mentorshipSessions.id, id)).returning();
  return row ?? null;
}

/** Its registrations go with it. */
export async function deleteSession(db: Db, id: string): Promise<boolean> {
  return (await db.delete(mentorshipSessions).where(eq(mentorshipSessions.id, id)).returning({ id: mentorshipSessions.id })).length > 0;
}

/** The SQL twin of canSeeSession (mentorship-rules.ts). */
function visibleTo(viewer: Pick<User, 'role' | 'batchNo'>): SQL | undefined {
  if (viewer.role === 'ADMIN') return undefined;
  const forAll = isNull(mentorshipSessions.batchNo);
  return viewer.batchNo === null ? forAll : or(forAll, eq(mentorshipSessions.batchNo, viewer.batchNo));
}

function factsQuery(db: Db, userId: string) {
  const live = sql`${mentorshipRegistrations.cancelledAt} is null`;
  return db
    .select({
      session: mentorshipSessions,
      taken: sql<number>`count(${mentorshipRegistrations.id}) filter (where ${live})`.mapWith(Number),
      registered: sql<boolean>`coalesce(bool_or(${mentorshipRegistrations.userId} = ${userId} and ${live}), false)`,
    })
    .from(mentorshipSessions)
    .leftJoin(mentorshipRegistrations, eq(mentorshipRegistrations.sessionId, mentorshipSessions.id))
    .groupBy(mentorshipSessions.id)
    .$dynamic();
}

/** The sessions the viewer may see, soonest first, with seats taken and whether the viewer holds one. */
export function listSessionFacts(db: Db, viewer: Pick<User, 'id' | 'role' | 'batchNo'>): Promise<SessionFacts[]> {
  return factsQuery(db, viewer.id).where(visibleTo(viewer)).orderBy(asc(mentorshipSessions.startsAt), asc(mentorshipSessions.id));
}

/** One session's facts for the viewer, whatever its batch (callers apply canSeeSession). */
export async function findSessionFacts(db: Db, id: string, userId: string): Promise<SessionFacts | null> {
  const [row] = await factsQuery(db, userId).where(eq(mentorshipSessions.id, id));
  return row ?? null;
}
