import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { sessions, users } from '../db/schema.js';

export async function createSession(db: Db, values: { userId: string; expiresAt: Date; ip?: string; userAgent?: string }) {
  const [session] = await db.insert(sessions).values(values).returning();
  return session!;
}

// Every authenticated call asks this.
const liveSession = preparedPerDatabase((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.deletedAt),
        isNull(users.deactivatedAt),
      ),
    )
    .prepare('find_live_session'),
);

/** The live session of that id and user, with its (not deleted) user; null when revoked, expired or gone. */
export async function findLiveSession(db: Db, sessionId: string, userId: string, now = new Date()) {
  // A placeholder is sent as given, not through the column's encoder: the instant as the encoder writes it.
  const [row] = await liveSession(db).execute({ sessionId, userId, now: now.toISOString() });
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the user, except one when given (the caller's own). */
export async function revokeUserSessions(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

// Often enough for "last seen" to be useful, rarely enough that reads stay reads.
const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * Records that the session was used now, unless that was already recorded within the last minute. Answers the
 * session's "last seen" as it now stands.
 */
export async function touchSession(db: Db, session: { id: string; lastSeenAt: Date | null }, now = new Date()): Promise<Date> {
  if (session.lastSeenAt && now.getTime() - session.lastSeenAt.getTime() < LAST_SEEN_RESOLUTION_MS) return session.lastSeenAt;
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  return now;
}
