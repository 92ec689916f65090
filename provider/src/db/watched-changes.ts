import type { PGlite } from '@electric-sql/pglite';

/**
 * What the database says changed: a user row, a session row, the programme's settings, or (a table emptied) every
 * one of them.
 */
export type WatchedChange = { userId: string } | { sessionId: string } | 'programme' | 'everything';

const CHANNEL = 'nuru_watched_changes';

// The database says what changed, whichever code wrote it (a route, a job, a transaction, raw SQL). A session's
// "last seen" alone is not a change: authenticated calls record it every minute. A rolled-back write says nothing
// (NOTIFY is sent at commit).
const TRIGGERS = `
CREATE OR REPLACE FUNCTION nuru_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('${CHANNEL}', 'everything');
  ELSIF TG_TABLE_NAME = 'programme_settings' THEN
    PERFORM pg_notify('${CHANNEL}', 'programme');
  ELSE
    PERFORM pg_notify('${CHANNEL}', TG_TABLE_NAME || ' ' || OLD.id);
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION nuru_row_changed();
CREATE OR REPLACE TRIGGER users_emptied AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION nuru_row_changed();
CREATE OR REPLACE TRIGGER sessions_changed AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (to_jsonb(OLD) - 'last_seen_at' IS DISTINCT FROM to_jsonb(NEW) - 'last_seen_at')
  EXECUTE FUNCTION nuru_row_changed();
CREATE OR REPLACE TRIGGER sessions_deleted AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION nuru_row_changed();
CREATE OR REPLACE TRIGGER sessions_emptied AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION nuru_row_changed();
CREATE OR REPLACE TRIGGER programme_settings_changed AFTER INSERT OR UPDATE OR DELETE ON programme_settings
  FOR EACH STATEMENT EXECUTE FUNCTION nuru_row_changed();
`;

function changeOf(payload: string): WatchedChange {
  const [table, id] = payload.split(' ');
  if (table === 'users' && id) return { userId: id };
  if (table === 'sessions' && id) return { sessionId: id };
  if (table === 'programme') return 'programme';
  return 'everything';
}

type Listener = (change: WatchedChange) => void;

/**
 * Tells each listener that joins of every committed change to a user, a session or the programme's settings. PGlite
 * only: one process owns its database, and PGlite calls the listeners (a microtask) before the writing query's caller
 * goes on, so nothing that process answers afterwards can precede the news. The triggers are installed, and the
 * channel listened to, once per client, however many listeners join.
 */
export function changeWatcher(client: PGlite): (listener: Listener) => Promise<void> {
  const listeners: Listener[] = [];
  let watching: Promise<unknown> | undefined;
  return async (listener) => {
    listeners.push(listener);
    watching ??= client.exec(TRIGGERS).then(() =>
      client.listen(CHANNEL, (payload) => {
        const change = changeOf(payload);
        for (const told of listeners) told(change);
      }),
    );
    await watching;
  };
}
