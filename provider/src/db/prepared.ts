import type { Db } from './client.js';

/**
 * A query asked on (nearly) every call, built once per database instead of on every call: drizzle builds a query's
 * SQL afresh each time it runs, which was a tenth of a dashboard's provider CPU. On PostgreSQL the statement is
 * named, so each connection also plans it once. The query takes its values as placeholders.
 */
export function preparedPerDatabase<Query>(prepare: (db: Db) => Query): (db: Db) => Query {
  const prepared = new WeakMap<Db, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = prepare(db)));
    return query;
  };
}
