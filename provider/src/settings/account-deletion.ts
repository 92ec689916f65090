import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { accountDeletions, accountSettings, activity, emailCodes, invitations, sessions, users } from '../db/schema.js';
import { lockAdmins } from '../users/admin-queries.js';
import type { User } from '../users/user-queries.js';

/**
 * What a deleted account keeps: the programme's record (role, batch, university, programme, year, status,
 * and through the id its results and payments), with nothing that reaches the person. A scholar's name goes too;
 * an officer's stays, since it is what the records they signed (runs approved, changes made) name them by.
 */
export function anonymisedUser(user: Pick<User, 'id' | 'role' | 'name'>) {
  return {
    email: `deleted-${user.id}@deleted.invalid`,
    displayEmail: null,
    name: user.role === 'ADMIN' ? user.name : 'Deleted scholar',
    passwordHash: null,
    sex: null,
    phoneNumber: null,
    universityRegistrationId: null,
    accountNumber: null,
  } satisfies Partial<User>;
}

/** The account as the audit log keeps it: an officer by name (and, before, address), a scholar by nothing that names them. */
const auditView = (user: User, deleted: boolean) =>
  user.role === 'ADMIN'
    ? { role: user.role, name: user.name, ...(deleted ? {} : { email: user.email }), deleted }
    : { role: user.role, batchNo: user.batchNo, deleted };

export type Deletion = 'DELETED' | 'LAST_ADMINISTRATOR';

/**
 * Deletes an account in one transaction: the user row is anonymised, its sign-in traces (sessions, activity,
 * settings with the two-factor secret, codes) are removed, and so is its invitation, so the address can
 * sign up again only after a new invitation, as a new account that never overwrites the old record. The audit log
 * records it. The last active administrator is refused: the programme would be left with no one to run it.
 */
export async function deleteAccount(db: Db, user: User, reason: string): Promise<Deletion> {
  return db.transaction(async (tx) => {
    if (user.role === 'ADMIN') {
      // Locked as a switch-off locks them: two officers deleting themselves at once cannot both leave.
      const admins = await lockAdmins(tx);
      if (!admins.some((admin) => admin.id !== user.id && admin.deactivatedAt === null)) return 'LAST_ADMINISTRATOR';
    }
    const now = new Date();
    const anonymised = anonymisedUser(user);
    await tx.insert(accountDeletions).values({ userId: user.id, reason });
    await tx
      .update(users)
      .set({ ...anonymised, deletedAt: now, updatedAt: now })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(activity).where(eq(activity.userId, user.id));
    await tx.delete(accountSettings).where(eq(accountSettings.userId, user.id));
    await tx.delete(emailCodes).where(eq(emailCodes.email, user.email));
    await tx.delete(invitations).where(eq(invitations.email, user.email));
    // A scholar is named in the log as the record now names them, so the entry keeps nothing deletion removed.
    await recordAudit(
      tx,
      { id: user.id, email: user.role === 'ADMIN' ? user.email : anonymised.email },
      {
        action: 'account.deleted',
        entity: user.role === 'ADMIN' ? 'admin' : 'student',
        entityId: user.id,
        before: auditView(user, false),
        after: auditView(user, true),
      },
    );
    return 'DELETED';
  });
}
