import type { Database, Db } from './client.js';
import type { WatchedChange } from './watched-changes.js';

/** What is kept is shared by every call: frozen, with its rows and lists, so that no call can change it for the next. */
function frozen<T extends object>(answer: T): T {
  for (const value of Object.values(answer)) if (typeof value === 'object' && value !== null) Object.freeze(value);
  return Object.freeze(answer);
}

// A bound on memory: an answer not kept is only read again.
const KEPT_OWNERS = 10_000;

/**
 * Answers read from the database, each kept under its owner (a user, or '' for the programme's) and a variant (which
 * of that owner's reads), until the database says something of that owner changed (see watched-changes.ts). An answer
 * read while a change was being told is used once and not kept. At most `limit` owners are kept, the oldest first out.
 */
export function keptUntilChanged<T extends object>(limit = KEPT_OWNERS) {
  const kept = new Map<string, Map<string, T>>();
  let changesTold = 0;
  return {
    async read(owner: string, variant: string, read: () => Promise<T>): Promise<T> {
      const known = kept.get(owner)?.get(variant);
      if (known) return known;
      const told = changesTold;
      const answer = await read();
      if (told !== changesTold) return answer;
      let owned = kept.get(owner);
      if (!owned) {
        if (kept.size >= limit) kept.delete(kept.keys().next().value!);
        kept.set(owner, (owned = new Map<string, T>()));
      }
      owned.set(variant, frozen(answer));
      return answer;
    },
    /** Forgets what was kept of `owner`, or of everyone when none is named. */
    forget(owner?: string): void {
      changesTold++;
      if (owner === undefined) kept.clear();
      else kept.delete(owner);
    },
  };
}

/**
 * A read kept per database, where the database tells of every change (PGlite, one process): `keep` starts keeping
 * for that database (once, at start); `read` answers from what is kept, else asks. Elsewhere (PostgreSQL, which other
 * processes write too, and a transaction's Db) every read asks. `staleAfter` says whose answers a change makes stale:
 * an owner, everyone's (true), or no one's (false).
 */
export function keptPerDatabase<T extends object>(staleAfter: (change: WatchedChange) => string | boolean) {
  const keptFor = new WeakMap<Db, ReturnType<typeof keptUntilChanged<T>>>();
  return {
    keep: async ({ db, watchChanges }: Pick<Database, 'db' | 'watchChanges'>): Promise<void> => {
      if (!watchChanges) return;
      const kept = keptUntilChanged<T>();
      keptFor.set(db, kept);
      await watchChanges((change) => {
        const stale = staleAfter(change);
        if (stale === true) kept.forget();
        else if (stale) kept.forget(stale);
      });
    },
    read: (db: Db, owner: string, variant: string, ask: () => Promise<T>): Promise<T> => {
      const kept = keptFor.get(db);
      return kept ? kept.read(owner, variant, ask) : ask();
    },
  };
}
