import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { shownEmailColumn } from './user-queries.js';

// The programme's administrators as the changes that must leave one able to act read them: switching one off,
// confirming a new one, deleting one's own account.

export const isAdmin = and(eq(users.role, 'ADMIN'), isNull(users.deletedAt))!;

export const adminColumns = {
  id: users.id,
  email: shownEmailColumn,
  name: users.name,
  createdAt: users.createdAt,
  deactivatedAt: users.deactivatedAt,
};

export type AdminAccount = { id: string; email: string; name: string; createdAt: Date; deactivatedAt: Date | null };

/** Every administrator, locked until the transaction ends: two officers switching each other off take turns. */
export function lockAdmins(db: Db): Promise<AdminAccount[]> {
  return db.select(adminColumns).from(users).where(isAdmin).orderBy(asc(users.seq)).for('update');
}

/** Every administrator's id and whether switched off, unlocked: what a view of who may act reads. */
export function adminStates(db: Db): Promise<{ id: string; deactivatedAt: Date | null }[]> {
  return db.select({ id: users.id, deactivatedAt: users.deactivatedAt }).from(users).where(isAdmin);
}
