import { PGlite } from '@electric-sql/pglite';
import { afterEach, expect, it, vi } from 'vitest';
import { changeWatcher, type WatchedChange } from './watched-changes.js';

let client: PGlite | undefined;
afterEach(() => client?.close());

it('installs its triggers and listens once, however many listeners join, and tells each of them', async () => {
  client = new PGlite();
  await client.exec(`create table users (id text primary key, name text);
    create table sessions (id text primary key, last_seen_at timestamptz);
    create table programme_settings (id int primary key);`);
  const exec = vi.spyOn(client, 'exec');
  const listen = vi.spyOn(client, 'listen');
  const watch = changeWatcher(client);
  const sessionCheck: WatchedChange[] = [];
  const settings: WatchedChange[] = [];
  await Promise.all([watch((change) => sessionCheck.push(change)), watch((change) => settings.push(change))]);
  await watch(() => undefined);

  await client.query(`insert into users values ('u1', 'Asha')`);
  await client.query(`update users set name = 'Asha Juma' where id = 'u1'`);
  expect(sessionCheck).toEqual([{ userId: 'u1' }]);
  expect(settings).toEqual([{ userId: 'u1' }]);
  expect(exec.mock.calls.filter(([query]) => query.includes('CREATE OR REPLACE TRIGGER'))).toHaveLength(1);
  expect(listen).toHaveBeenCalledTimes(1);
});
