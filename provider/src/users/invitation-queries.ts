import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { invitations, users } from '../db/schema.js';
import { containing } from '../db/search.js';
import type { PageRequest } from '../http/paging.js';

export type Invitation = typeof invitations.$inferSelect;
export type NewInvitation = Pick<typeof invitations.$inferInsert, 'email' | 'batchNo' | 'role' | 'name'>;

/** An administrator's invitation no second administrator has confirmed: it cannot be sent nor used yet. */
export const awaitsConfirmation = (invitation: Pick<Invitation, 'role' | 'confirmedAt'>) =>
  invitation.role === 'ADMIN' && invitation.confirmedAt === null;

export async function findInvitation(db: Db, email: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.email, email));
  return row ?? null;
}

export async function findInvitationById(db: Db, id: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row ?? null;
}

/** The e-mails among these that have an account which finished sign-up, and those already invited. */
export async function knownEmails(db: Db, emails: string[]) {
  if (emails.length === 0) return { registered: new Set<string>(), invited: new Map<string, number | null>() };
  const [accounts, invited] = await Promise.all([
    db
      .select({ email: users.email })
      .from(users)
      .where(and(inArray(users.email, emails), isNotNull(users.completedAt))),
    db.select({ email: invitations.email, batchNo: invitations.batchNo }).from(invitations).where(inArray(invitations.email, emails)),
  ]);
  return { registered: new Set(accounts.map((a) => a.email)), invited: new Map(invited.map((i) => [i.email, i.batchNo])) };
}

/** Adds the invitations whose e-mail is neither invited nor has an account yet; answers the ones it added. */
export async function createInvitations(db: Db, wanted: NewInvitation[], invitedBy: string | null): Promise<Invitation[]> {
  if (wanted.length === 0) return [];
  const registered = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        wanted.map((w) => w.email),
      ),
    );
  const taken = new Set(registered.map((r) => r.email));
  const fresh = wanted.filter((w) => !taken.has(w.email));
  if (fresh.length === 0) return [];
  return db
    .insert(invitations)
    .values(fresh.map((w) => ({ ...w, invitedBy })))
    .onConflictDoNothing({ target: invitations.email })
    .returning();
}

/** Invites the e-mails of a batch that are neither invited nor registered yet; answers the ones it added. */
export async function inviteEmails(db: Db, emails: string[], batchNo: number, invitedBy: string | null): Promise<string[]> {
  const added = await createInvitations(
    db,
    emails.map((email) => ({ email, batchNo })),
    invitedBy,
  );
  return added.map((row) => row.email);
}

export async function markInvitationUsed(db: Db, email: string): Promise<void> {
  await db
    .update(invitations)
    .set({ usedAt: new Date() })
    .where(and(eq(invitations.email, email), isNull(invitations.usedAt)));
}

export const INVITATION_STATES = ['PENDING', 'USED'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export interface InvitationFilter {
  state?: InvitationState;
  role?: Invitation['role'];
  search?: string;
}

/** Newest first, the insertion sequence breaking ties. */
export async function listInvitations(db: Db, filter: InvitationFilter, page: PageRequest) {
  const conditions: SQL[] = [];
  if (filter.state === 'PENDING') conditions.push(isNull(invitations.usedAt));
  if (filter.state === 'USED') conditions.push(isNotNull(invitations.usedAt));
  if (filter.role) conditions.push(eq(invitations.role, filter.role));
  if (filter.search) conditions.push(ilike(invitations.email, containing(filter.search)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(invitations)
      .where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.seq))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ value: count() }).from(invitations).where(where),
  ]);
  return { items, total: total?.value ?? 0, page: page.page, pageSize: page.pageSize };
}

/**
 * Counts a resend of a pending invitation last sent before `sentBefore`; null when it was used, removed or sent
 * since (of two resends at once, one wins).
 */
export async function markInvitationResent(db: Db, id: string, sentBefore: Date): Promise<Invitation | null> {
  const [row] = await db
    .update(invitations)
    .set({ lastSentAt: new Date(), sendCount: sql`${invitations.sendCount} + 1` })
    .where(and(eq(invitations.id, id), isNull(invitations.usedAt), lt(invitations.lastSentAt, sentBefore)))
    .returning();
  return row ?? null;
}

/** Puts back what a resend counted when its e-mail could not be sent. */
export async function undoInvitationResent(db: Db, previous: Invitation): Promise<void> {
  await db
    .update(invitations)
    .set({ lastSentAt: previous.lastSentAt, sendCount: previous.sendCount })
    .where(eq(invitations.id, previous.id));
}

/** Removes a pending invitation; null when it was used (the person signed up) or is gone. */
export async function revokeInvitation(db: Db, id: string): Promise<Invitation | null> {
  const [row] = await db
    .delete(invitations)
    .where(and(eq(invitations.id, id), isNull(invitations.usedAt)))
    .returning();
  return row ?? null;
}
