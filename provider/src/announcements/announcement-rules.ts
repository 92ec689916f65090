import type { User } from '../auth/user-queries.js';
import type { announcements } from '../db/schema.js';

export type AnnouncementRow = typeof announcements.$inferSelect;

/**
 * Who reads what: an administrator reads everything; anyone else the announcements for all (batchNo null or 0)
 * and those of their own batch.
 */
export type Audience = 'everything' | { batchNo: number | null };

export function announcementAudience(user: Pick<User, 'role' | 'batchNo'>): Audience {
  return user.role === 'ADMIN' ? 'everything' : { batchNo: user.batchNo };
}

/** The server announcement of spec section 3. */
export function announcementView(row: AnnouncementRow) {
  return {
    announcementId: row.id,
    title: row.title,
    content: row.content,
    senderName: row.senderName,
    createdAt: row.createdAt.toISOString(),
    batchNo: row.batchNo,
    pinned: row.pinned,
  };
}
