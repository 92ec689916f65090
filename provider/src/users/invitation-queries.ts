import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { invitations, users } from '../db/schema.js';

export async function findInvitation(db: Db, email: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.email, email));
  return row ?? null;
}

/** Invites the e-mails that are neither invited nor registered yet; answers the ones it added. */
export async function inviteEmails(db: Db, emails: string[], batchNo: number, invitedBy: string | null): Promise<string[]> {
  if (emails.length === 0) return [];
  const registered = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const taken = new Set(registered.map((r) => r.email));
  const fresh = emails.filter((e) => !taken.has(e));
  if (fresh.length === 0) return [];
  const rows = await db
    .insert(invitations)
    .values(fresh.map((email) => ({ email, batchNo, invitedBy })))
    .onConflictDoNothing({ target: invitations.email })
    .returning({ email: invitations.email });
  return rows.map((r) => r.email);
}

export async function markInvitationUsed(db: Db, email: string): Promise<void> {
  await db
    .update(invitations)
    .set({ usedAt: new Date() })
    .where(and(eq(invitations.email, email), isNull(invitations.usedAt)));
}
