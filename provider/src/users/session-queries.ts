import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';

export async function createSession(db: Db, values: { userId: string; expiresAt: Date; ip?: string; userAgent?: string }) {
  const [session] = await db.insert(sessions).values(values).returning();
  return session!;
}

/** The live session of that id and user, with its (not deleted) user; null when revoked, expired or gone. */
export async function findLiveSession(db: Db, sessionId: string, userId: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(users.deletedAt),
        isNull(users.deactivatedAt),
      ),
    );
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

/** Records that the session was used now, unless that was already recorded within the last minute. */
export async function touchSession(db: Db, session: { id: string; lastSeenAt: Date | null }, now = new Date()): Promise<void> {
  if (session.lastSeenAt && now.getTime() - session.lastSeenAt.getTime() < LAST_SEEN_RESOLUTION_MS) return;
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
}
