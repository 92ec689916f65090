import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

// drizzle reads these types as the text PGlite receives (it converts them itself) and says so with every query.
// PGlite then copies its whole table of parsers, one per type and per array type, to apply them: about a tenth of
// a profile read's CPU. Set once on the client, they make the copy per query needless.
const AS_SENT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(String);
const asSent = (value: string) => value;

function onlyAsSent(parsers: QueryOptions['parsers']): boolean {
  const oids = Object.keys(parsers ?? {});
  return oids.length === AS_SENT.length && AS_SENT.every((oid) => oids.includes(oid));
}

function dropRepeatedParsers(target: Pick<Transaction, 'query'>): void {
  const query = target.query.bind(target);
  target.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(
      text,
      params,
      options?.parsers && onlyAsSent(options.parsers) ? { ...options, parsers: undefined } : options,
    )) as Transaction['query'];
}

/**
 * Gives the client drizzle's parsers once (after its array types are set up), and drops them from each query that
 * passes exactly those. Any other parsers a query passes still apply.
 */
export async function withDrizzleParsers(client: PGlite): Promise<PGlite> {
  await client.waitReady;
  for (const oid of AS_SENT) client.parsers[oid] = asSent;
  dropRepeatedParsers(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      dropRepeatedParsers(tx);
      return callback(tx);
    });
  return client;
}
