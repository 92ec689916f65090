import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mentorshipRegistrations, mentorshipSessions, users } from '../db/schema.js';
import type { User } from '../users/user-queries.js';
import { canSeeSession, cancellationRefusal, registrationRefusal, type Refusal, type SessionFacts } from './mentorship-rules.js';

type Decide = (facts: SessionFacts | null, visible: boolean, now: Date) => Refusal | null;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Reads the session under a row lock, so registrations of one session happen one after another: the
 * seat count a decision is based on cannot change before its write commits (no overbooking).
 */
async function lockedChange(
  db: Db,
  sessionId: string,
  viewer: Pick<User, 'id' | 'role' | 'batchNo'>,
  now: Date,
  decide: Decide,
  write: (tx: Tx) => Promise<unknown>,
): Promise<Refusal | null> {
  return db.transaction(async (tx) => {
    const [session] = await tx.select().from(mentorshipSessions).where(eq(mentorshipSessions.id, sessionId)).for('update');
    let facts: SessionFacts | null = null;
    if (session) {
      const live = and(eq(mentorshipRegistrations.sessionId, sessionId), isNull(mentorshipRegistrations.cancelledAt));
      const [{ taken }] = (await tx.select({ taken: count() }).from(mentorshipRegistrations).where(live)) as [{ taken: number }];
      const mine = await tx
        .select({ id: mentorshipRegistrations.id })
        .from(mentorshipRegistrations)
        .where(and(live, eq(mentorshipRegistrations.userId, viewer.id)));
      facts = { session, taken, registered: mine.length > 0 };
    }
    const refusal = decide(facts, session ? canSeeSession(viewer, session) : false, now);
    if (!refusal) await write(tx);
    return refusal;
  });
}

/** Takes a seat (a cancelled registration is taken up again); the refusal when it may not. */
export function register(db: Db, sessionId: string, viewer: Pick<User, 'id' | 'role' | 'batchNo'>, now = new Date()) {
  return lockedChange(db, sessionId, viewer, now, registrationRefusal, (tx) =>
    tx
      .insert(mentorshipRegistrations)
      .values({ sessionId, userId: viewer.id, createdAt: now })
      .onConflictDoUpdate({
        target: [mentorshipRegistrations.sessionId, mentorshipRegistrations.userId],
        set: { createdAt: now, cancelledAt: null },
      }),
  );
}

/** Gives the seat back; the refusal when it may not. */
export function cancel(db: Db, sessionId: string, viewer: Pick<User, 'id' | 'role' | 'batchNo'>, now = new Date()) {
  return lockedChange(db, sessionId, viewer, now, cancellationRefusal, (tx) =>
    tx
      .update(mentorshipRegistrations)
      .set({ cancelledAt: now })
      .where(and(eq(mentorshipRegistrations.sessionId, sessionId), eq(mentorshipRegistrations.userId, viewer.id))),
  );
}

/** Who holds a seat, in the order they registered. */
export function listRegistrations(db: Db, sessionId: string) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      batchNo: users.batchNo,
      registeredAt: mentorshipRegistrations.createdAt,
    })
    .from(mentorshipRegistrations)
    .innerJoin(users, eq(users.id, mentorshipRegistrations.userId))
    .where(and(eq(mentorshipRegistrations.sessionId, sessionId), isNull(mentorshipRegistrations.cancelledAt)))
    .orderBy(asc(mentorshipRegistrations.createdAt), asc(mentorshipRegistrations.seq));
}

/** A seat for the seed's demo data (no rules: seeds may fill past sessions). */
export async function insertRegistration(db: Db, sessionId: string, userId: string, createdAt: Date): Promise<void> {
  await db.insert(mentorshipRegistrations).values({ sessionId, userId, createdAt });
}
