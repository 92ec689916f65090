import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { withDrizzleParsers } from './pglite-parsers.js';

const EVERY_TYPE_DRIZZLE_READS_AS_SENT = sql`select
  timestamp '2025-03-04 05:06:07.891' as "timestamp",
  timestamptz '2025-03-04 05:06:07.891+03' as "timestamptz",
  interval '1 day 02:03:04' as "interval",
  date '2025-03-04' as "date",
  array[1.5, 2.25]::numeric[] as "numerics",
  array[timestamp '2025-03-04 05:06:07']::timestamp[] as "timestamps",
  array[timestamptz '2025-03-04 05:06:07+03']::timestamptz[] as "timestamptzs",
  array[interval '1 day']::interval[] as "intervals",
  array[date '2025-03-04']::date[] as "dates",
  42 as "int", true as "bool", 'x' as "text"`;

describe('PGlite with drizzle parsers set once', () => {
  const plain = new PGlite('memory://');
  const tuned = new PGlite('memory://');
  const sent: (QueryOptions | undefined)[] = [];
  const record = tuned.query.bind(tuned);
  tuned.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    sent.push(options);
    return record(text, params, options);
  }) as PGlite['query'];
  const ready = withDrizzleParsers(tuned);
  afterAll(async () => Promise.all([plain.close(), tuned.close()]));

  it('reads every type as drizzle alone does, outside and inside a transaction', async () => {
    const expected = await drizzle({ client: plain }).execute(EVERY_TYPE_DRIZZLE_READS_AS_SENT);
    const db = drizzle({ client: await ready });
    expect((await db.execute(EVERY_TYPE_DRIZZLE_READS_AS_SENT)).rows).toEqual(expected.rows);
    expect((await db.transaction((tx) => tx.execute(EVERY_TYPE_DRIZZLE_READS_AS_SENT))).rows).toEqual(expected.rows);
    expect(expected.rows[0]).toMatchObject({ date: '2025-03-04', dates: '{2025-03-04}', int: 42 });
  });

  it('no longer sends drizzle parsers with each query', async () => {
    sent.length = 0;
    await drizzle({ client: await ready }).execute(sql`select 1`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.parsers).toBeUndefined();
  });

  it('still applies other parsers a query passes', async () => {
    const client = await ready;
    const { rows } = await client.query<{ n: string }>('select 7 as n', [], { parsers: { [types.INT4]: (text) => `int ${text}` } });
    expect(rows).toEqual([{ n: 'int 7' }]);
  });
});
