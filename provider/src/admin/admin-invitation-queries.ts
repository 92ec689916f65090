import { aliasedTable, and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { invitations, users } from '../db/schema.js';
import type { Invitation } from '../users/invitation-queries.js';

const inviter = aliasedTable(users, 'inviter');
const confirmer = aliasedTable(users, 'confirmer');

const pendingAdmin = and(eq(invitations.role, 'ADMIN'), isNull(invitations.usedAt))!;

export interface PendingAdminInvitation {
  invitation: Invitation;
  inviter: { id: string; name: string; email: string } | null;
  confirmer: { id: string; name: string } | null;
}

/** The administrators' invitations not used yet (or the one with that id), oldest first (the insertion sequence breaking ties). */
export async function listPendingAdminInvitations(db: Db, id?: string): Promise<PendingAdminInvitation[]> {
  const rows = await db
    .select({
      invitation: invitations,
      inviterId: inviter.id,
      inviterName: inviter.name,
      // As they typed it (shownEmailColumn names the users table itself, not this alias of it).
      inviterEmail: sql<string | null>`coalesce(${inviter.displayEmail}, ${inviter.email})`,
      confirmerId: confirmer.id,
      confirmerName: confirmer.name,
    })
    .from(invitations)
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .leftJoin(confirmer, eq(confirmer.id, invitations.confirmedBy))
    .where(id ? and(pendingAdmin, eq(invitations.id, id)) : pendingAdmin)
    .orderBy(asc(invitations.createdAt), asc(invitations.seq));
  return rows.map((row) => ({
    invitation: row.invitation,
    inviter: row.inviterId ? { id: row.inviterId, name: row.inviterName ?? '', email: row.inviterEmail ?? '' } : null,
    confirmer: row.confirmerId ? { id: row.confirmerId, name: row.confirmerName ?? '' } : null,
  }));
}

/** A pending administrator's invitation, locked until the transaction ends: two confirmations take turns. */
export async function lockPendingAdminInvitation(db: Db, id: string): Promise<Invitation | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), pendingAdmin))
    .for('update');
  return row ?? null;
}

/** Confirms it; its e-mail goes out now, so it counts as sent now. */
export async function confirmAdminInvitation(db: Db, id: string, confirmedBy: string): Promise<Invitation> {
  const now = new Date();
  const [row] = await db
    .update(invitations)
    .set({ confirmedAt: now, confirmedBy, lastSentAt: now })
    .where(eq(invitations.id, id))
    .returning();
  return row!;
}

/** Records when every administrator was told of the invitation: the inviter's waiting period counts from then. */
export async function markNoticeSent(db: Db, id: string, at: Date): Promise<Invitation | null> {
  const [row] = await db.update(invitations).set({ noticeSentAt: at }).where(eq(invitations.id, id)).returning();
  return row ?? null;
}
