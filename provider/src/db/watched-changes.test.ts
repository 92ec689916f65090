import { PGlite } from '@electric-sql/pglite';
import { afterEach, expect, it, vi } from 'vitest';
import { changeWatcher, type WatchedChange } from './watched-changes.js';

let client: PGlite | undefined;
afterEach(() => client?.close());

it('installs its triggers and listens once, however many listeners join, and tells each of them', async () => {
  client = new PGlite();
  await client.exec(`create table users (id text primary key, name text);
    create table sessions (id text primary key, last_seen_at timestamptz);
    create table programme_settings (id int primary key);
    create table announcements (id text primary key);
    create table results (id text primary key, user_id text);
    create table payments (id text primary key, user_id text);
    create table announcement_acknowledgements (id text primary key, user_id text);`);
  const exec = vi.spyOn(client, 'exec');
  const listen = vi.spyOn(client, 'listen');
  const watch = changeWatcher(client);
  const sessionCheck: WatchedChange[] = [];
  const settings: WatchedChange[] = [];
  await Promise.all([watch((change) => sessionCheck.push(change)), watch((change) => settings.push(change))]);
  await watch(() => undefined);

  await client.query(`insert into users values ('u1', 'Asha')`);
  await client.query(`update users set name = 'Asha Juma' where id = 'u1'`);
  await client.query(`insert into results values ('r1', 'u1')`);
  await client.query(`insert into payments values ('p1', 'u1')`);
  await client.query(`update payments set user_id = 'u2'`);
  await client.query(`insert into announcements values ('a1')`);
  const told = [
    { userId: 'u1' },
    { rowsOf: 'results', ownerId: 'u1' },
    { rowsOf: 'payments', ownerId: 'u1' },
    { rowsOf: 'payments', ownerId: 'u1' },
    { rowsOf: 'payments', ownerId: 'u2' },
    'announcements',
  ];
  expect(sessionCheck).toEqual(told);
  expect(settings).toEqual(told);
  expect(exec.mock.calls.filter(([query]) => query.includes('CREATE OR REPLACE TRIGGER'))).toHaveLength(1);
  expect(listen).toHaveBeenCalledTimes(1);
});
