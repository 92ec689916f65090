import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accountDeletions, accountSettings, activity, emailCodes, invitations, sessions, users } from '../db/schema.js';
import type { User } from '../users/user-queries.js';

/**
 * What a deleted account keeps: the programme's record (role, batch, university, programme, year, status,
 * and through the id its results and payments), with nothing that names or reaches the person.
 */
export function anonymisedUser(userId: string) {
  return {
    email: `deleted-${userId}@deleted.invalid`,
    displayEmail: null,
    name: 'Deleted scholar',
    passwordHash: null,
    sex: null,
    phoneNumber: null,
    universityRegistrationId: null,
    accountNumber: null,
  } satisfies Partial<User>;
}

/**
 * Deletes an account in one transaction: the user row is anonymised, its sign-in traces (sessions, activity,
 * settings with the two-factor secret, codes) are removed, and so is its invitation, so the address can
 * sign up again only after a new invitation, as a new account that never overwrites the old record.
 */
export async function deleteAccount(db: Db, user: User, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.insert(accountDeletions).values({ userId: user.id, reason });
    await tx
      .update(users)
      .set({ ...anonymisedUser(user.id), deletedAt: now, updatedAt: now })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(activity).where(eq(activity.userId, user.id));
    await tx.delete(accountSettings).where(eq(accountSettings.userId, user.id));
    await tx.delete(emailCodes).where(eq(emailCodes.email, user.email));
    await tx.delete(invitations).where(eq(invitations.email, user.email));
  });
}
