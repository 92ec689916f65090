import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../notify/outbox-queries.js';
import { backends } from '../testing/backends.js';
import { openDatabase } from './client.js';
import { outbox } from './schema.js';

// A database an earlier release created (migrations up to 0007_totp_replay, rows in it) upgrades to the
// insertion sequence: the old rows are numbered in the order they were written, new rows come after them.
const shipped = fileURLToPath(new URL('../../drizzle', import.meta.url));
const lastOldTag = '0007_totp_replay';

function olderMigrations(): string {
  const folder = mkdtempSync(join(tmpdir(), 'nuru-old-migrations-'));
  cpSync(shipped, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string; when: number }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === lastOldTag);
  expect(cut).toBeGreaterThanOrEqual(0);
  // The migrator skips a migration older than the last applied one: every later one must be newer.
  const lastOld = journal.entries[cut]!.when;
  for (const entry of journal.entries.slice(cut + 1)) expect(entry.when).toBeGreaterThan(lastOld);
  journal.entries = journal.entries.slice(0, cut + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const sameInstant = '2025-06-01T08:00:00.000Z';
const to = 'upgrade@students.example';

describe.each(backends)('upgrading a database from before the insertion sequence on $name', (backend) => {
  const folders: string[] = [];
  afterAll(async () => {
    await backend.dispose();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('numbers the existing rows in the order written and keeps numbering new ones after them', async () => {
    const migrationsFolder = olderMigrations();
    const target = await backend.open();
    // PGlite keeps the data in a folder here so that the second open sees what the first one wrote.
    const dataDir = target.databaseUrl ? target.dataDir : mkdtempSync(join(tmpdir(), 'nuru-upgrade-'));
    folders.push(migrationsFolder, dataDir);

    const old = await openDatabase({ ...target, dataDir, migrationsFolder });
    for (const n of [1, 2, 3]) {
      await old.db.execute(sql`insert into outbox ("to", subject, text, sent_at) values (${to}, ${`old ${n}`}, 't', ${sameInstant})`);
    }
    await old.close();

    const upgraded = await openDatabase({ ...target, dataDir });
    try {
      await upgraded.db.insert(outbox).values({ to, subject: 'new 4', text: 't', sentAt: new Date(sameInstant) });
      expect((await listOutbox(upgraded.db, to)).map((m) => m.subject)).toEqual(['new 4', 'old 3', 'old 2', 'old 1']);
    } finally {
      await upgraded.close();
    }
  });
});
