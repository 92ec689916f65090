// docs/behaviour.md §4: which announcements someone has read is kept in this browser only, per user; the server is never told.

export const readStateKey = (userId: string) => `announcementsRead:${userId}`;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The ids marked read; an unreadable record reads as none. */
export function loadReadIds(store: Store, userId: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(store.getItem(readStateKey(userId)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function saveReadIds(store: Store, userId: string, ids: ReadonlySet<string>): void {
  store.setItem(readStateKey(userId), JSON.stringify([...ids]));
}

export function withRead(ids: ReadonlySet<string>, newlyRead: readonly string[]): Set<string> {
  return new Set([...ids, ...newlyRead]);
}

export function unreadCount(announcementIds: readonly string[], read: ReadonlySet<string>): number {
  return announcementIds.filter((id) => !read.has(id)).length;
}
