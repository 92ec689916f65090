import type { PGlite } from '@electric-sql/pglite';

/** A user row, a session row, or (a table emptied) every one of them may have changed. */
export type AccountChange = { userId: string } | { sessionId: string } | 'everything';

const CHANNEL = 'nuru_account_changes';

// The database says what changed, whichever code wrote it (a route, a job, a transaction, raw SQL). A session's
// "last seen" alone is not a change: authenticated calls record it every minute. A rolled-back write says nothing
// (NOTIFY is sent at commit).
const TRIGGERS = `
CREATE OR REPLACE FUNCTION nuru_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('${CHANNEL}', 'everything');
  ELSE
    PERFORM pg_notify('${CHANNEL}', TG_TABLE_NAME || ' ' || OLD.id);
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION nuru_account_changed();
CREATE OR REPLACE TRIGGER users_emptied AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION nuru_account_changed();
CREATE OR REPLACE TRIGGER sessions_changed AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (to_jsonb(OLD) - 'last_seen_at' IS DISTINCT FROM to_jsonb(NEW) - 'last_seen_at')
  EXECUTE FUNCTION nuru_account_changed();
CREATE OR REPLACE TRIGGER sessions_deleted AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION nuru_account_changed();
CREATE OR REPLACE TRIGGER sessions_emptied AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION nuru_account_changed();
`;

function changeOf(payload: string): AccountChange {
  const [table, id] = payload.split(' ');
  if (table === 'users' && id) return { userId: id };
  if (table === 'sessions' && id) return { sessionId: id };
  return 'everything';
}

/**
 * Tells `listener` of every committed change to a user or a session. PGlite only: one process owns its database,
 * and PGlite calls the listener (a microtask) before the writing query's caller goes on, so nothing that process
 * answers afterwards can precede the news.
 */
export async function watchAccountChanges(client: PGlite, listener: (change: AccountChange) => void): Promise<void> {
  await client.exec(TRIGGERS);
  await client.listen(CHANNEL, (payload) => listener(changeOf(payload)));
}
