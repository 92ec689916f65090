import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import type { PageRequest } from '../http/paging.js';
import { adminColumns, isAdmin, type AdminAccount } from '../users/admin-queries.js';

export const adminView = (row: AdminAccount) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  active: row.deactivatedAt === null,
  createdAt: row.createdAt.toISOString(),
  deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
});

/** By name, the insertion sequence breaking ties. */
export async function listAdmins(db: Db, page: PageRequest) {
  const [items, [total]] = await Promise.all([
    db
      .select(adminColumns)
      .from(users)
      .where(isAdmin)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.seq))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ value: count() }).from(users).where(isAdmin),
  ]);
  return { items: items.map(adminView), total: total?.value ?? 0, page: page.page, pageSize: page.pageSize };
}

export async function setAdminActive(db: Db, id: string, active: boolean): Promise<AdminAccount> {
  const [row] = await db
    .update(users)
    .set({ deactivatedAt: active ? null : new Date(), updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(adminColumns);
  return row!;
}
