import type { PGlite } from '@electric-sql/pglite';

/** The tables whose rows each belong to a scholar, read by every dashboard (a change names the scholar). */
export type OwnedRows = 'results' | 'payments' | 'announcement_acknowledgements';

/**
 * What the database says changed: a user row, a session row, a row a user owns, the programme's settings, any
 * announcement, or (a table emptied) every one of them.
 */
export type WatchedChange =
  { userId: string } | { sessionId: string } | { rowsOf: OwnedRows; ownerId: string } | 'programme' | 'announcements' | 'everything';

const CHANNEL = 'nuru_watched_changes';
const OWNED_ROWS: readonly OwnedRows[] = ['results', 'payments', 'announcement_acknowledgements'];

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
  ELSIF TG_TABLE_NAME = 'announcements' THEN
    PERFORM pg_notify('${CHANNEL}', 'announcements');
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
CREATE OR REPLACE TRIGGER announcements_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON announcements
  FOR EACH STATEMENT EXECUTE FUNCTION nuru_row_changed();
CREATE OR REPLACE FUNCTION nuru_owned_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('${CHANNEL}', 'everything');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('${CHANNEL}', TG_TABLE_NAME || ' ' || OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('${CHANNEL}', TG_TABLE_NAME || ' ' || NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
${OWNED_ROWS.map(
  (table) => `CREATE OR REPLACE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE ON ${table}
  FOR EACH ROW EXECUTE FUNCTION nuru_owned_row_changed();
CREATE OR REPLACE TRIGGER ${table}_emptied AFTER TRUNCATE ON ${table}
  FOR EACH STATEMENT EXECUTE FUNCTION nuru_owned_row_changed();`,
).join('\n')}
`;

function changeOf(payload: string): WatchedChange {
  const [table, id] = payload.split(' ');
  if (table === 'users' && id) return { userId: id };
  if (table === 'sessions' && id) return { sessionId: id };
  if (OWNED_ROWS.includes(table as OwnedRows) && id) return { rowsOf: table as OwnedRows, ownerId: id };
  if (table === 'programme' || table === 'announcements') return table;
  return 'everything';
}

/**
 * Whose reads of `table`'s rows a change makes stale: the owner of the rows it names, or everyone's (true) when a
 * table was emptied.
 */
export const staleOwnerOf =
  (table: OwnedRows) =>
  (change: WatchedChange): string | boolean =>
    change === 'everything' || (typeof change === 'object' && 'rowsOf' in change && change.rowsOf === table && change.ownerId);

type Listener = (change: WatchedChange) => void;

/**
 * Tells each listener that joins of every committed change the triggers above watch (WatchedChange). PGlite
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
