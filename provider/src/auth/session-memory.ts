import type { WatchedChange } from '../db/watched-changes.js';

interface Live {
  session: { id: string; expiresAt: Date; lastSeenAt: Date | null };
  user: { id: string };
}

export interface SessionMemory<T extends Live> {
  /** The live session and its user, from memory when nothing about either has changed since it was read. */
  lookUp: (sessionId: string, userId: string) => Promise<T | null>;
  /** What the database says changed: what was read of it is read again. */
  forget: (change: WatchedChange) => void;
}

// A bound on memory: a session not remembered is only read again.
const REMEMBERED_SESSIONS = 10_000;

const frozen = <T extends Live>(live: T): T =>
  Object.freeze({ ...live, session: Object.freeze({ ...live.session }), user: Object.freeze({ ...live.user }) });

/**
 * Keeps each live session and its user, as read, until the database says either changed (a logout, a password
 * change, a deactivation, an edit of the user). Only where every change is told (PGlite, one process): elsewhere
 * another process may write without this one hearing of it. An answer read while a change was being told is used
 * once and not kept. "Last seen" is still recorded, at most once a minute, through `touch`.
 */
export function rememberedUntilChanged<T extends Live>(
  find: (sessionId: string, userId: string) => Promise<T | null>,
  touch: (session: T['session']) => Promise<Date>,
  limit = REMEMBERED_SESSIONS,
): SessionMemory<T> {
  const remembered = new Map<string, T>();
  let changesTold = 0;

  function remember(live: T): T {
    const kept = frozen(live);
    remembered.delete(kept.session.id);
    if (remembered.size >= limit) remembered.delete(remembered.keys().next().value!);
    remembered.set(kept.session.id, kept);
    return kept;
  }

  async function read(sessionId: string, userId: string): Promise<T | null> {
    const known = remembered.get(sessionId);
    if (known && known.user.id === userId && known.session.expiresAt.getTime() > Date.now()) return known;
    remembered.delete(sessionId);
    const told = changesTold;
    const live = await find(sessionId, userId);
    return live && told === changesTold ? remember(live) : live;
  }

  return {
    async lookUp(sessionId, userId) {
      const live = await read(sessionId, userId);
      if (!live) return null;
      const seen = await touch(live.session);
      if (seen === live.session.lastSeenAt) return live;
      const now = { ...live, session: { ...live.session, lastSeenAt: seen } };
      return remembered.get(sessionId) === live ? remember(now) : now;
    },
    forget(change) {
      if (change === 'everything') {
        changesTold++;
        remembered.clear();
        return;
      }
      // The programme's settings, announcements and the rows a user owns are no part of a session.
      if (typeof change === 'string' || 'rowsOf' in change) return;
      changesTold++;
      if ('sessionId' in change) remembered.delete(change.sessionId);
      else for (const [id, live] of remembered) if (live.user.id === change.userId) remembered.delete(id);
    },
  };
}
