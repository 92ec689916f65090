import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';

export type User = typeof users.$inferSelect;
export type UserChanges = Partial<Omit<typeof users.$inferInsert, 'id' | 'createdAt'>>;

/** shownEmail in SQL, for lists that show people's addresses. */
export const shownEmailColumn = sql<string>`coalesce(${users.displayEmail}, ${users.email})`;

export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Creates the account of an e-mail or, when it exists, updates it (sign-up steps may be repeated). */
export async function upsertUserByEmail(db: Db, email: string, values: UserChanges): Promise<User> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email })
    .onConflictDoUpdate({ target: users.email, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function updateUser(db: Db, id: string, values: UserChanges): Promise<User | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** A person who has finished sign-up and was not removed: may sign in, cannot sign up again. */
export function isRegistered(user: User | null): boolean {
  return user !== null && user.completedAt !== null && user.deletedAt === null;
}
