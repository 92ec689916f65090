import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../notify/outbox-queries.js';
import { backends } from '../testing/backends.js';
import { sqlRows } from '../testing/sql-rows.js';
import { openDatabase } from './client.js';
import { outbox } from './schema.js';

// Databases an earlier release created (migrations up to a tag, rows in it) upgrade: before the insertion sequence,
// the old rows are numbered in the order they were written; before period keys, each scholar's earliest live row
// of a period holds it and a double payment an older release allowed holds nothing.
const shipped = fileURLToPath(new URL('../../drizzle', import.meta.url));

function olderMigrations(lastOldTag: string): string {
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
    const migrationsFolder = olderMigrations('0007_totp_replay');
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

  it('keys the periods of older runs and lets the earliest live row of a scholar hold each period', async () => {
    const migrationsFolder = olderMigrations('0014_display_email');
    const target = await backend.open();
    const dataDir = target.databaseUrl ? target.dataDir : mkdtempSync(join(tmpdir(), 'nuru-upgrade-'));
    folders.push(migrationsFolder, dataDir);

    const old = await openDatabase({ ...target, dataDir, migrationsFolder });
    const [scholar] = await sqlRows<{ id: string }>(
      old.db,
      sql`insert into users (email, role) values ('twice@students.example', 'STUDENT') returning id`,
    );
    const runs: [string, string, string][] = [
      ['2024\u20132025  Semester 01', 'PAID', 'PENDING'],
      ['2024-2025 semester 1', 'APPROVED', 'PENDING'],
      ['2024-2025 semester 2', 'CANCELLED', 'PENDING'],
      ['2024-2025 semester 3', 'PAID', 'FAILED'],
    ];
    for (const [n, [period, status, transfer]] of runs.entries()) {
      const [run] = await sqlRows<{ id: string }>(
        old.db,
        sql`insert into disbursement_runs (period, academic_year, amount_tzs, status) values (${period}, 'Y2024_2025', 1000, ${status}) returning id`,
      );
      await old.db
        .execute(sql`insert into disbursement_items (run_id, student_id, included, amount_tzs, account_name, reference, transfer_status)
        values (${run!.id}, ${scholar!.id}, true, 1000, 'Twice', ${`NY-OLD-${n}`}, ${transfer})`);
    }
    await old.close();

    const upgraded = await openDatabase({ ...target, dataDir });
    try {
      const rows = await sqlRows(
        upgraded.db,
        sql`select r.period, r.period_key, i.period_key as item_key, i.holds_period
        from disbursement_items i join disbursement_runs r on r.id = i.run_id order by r.seq`,
      );
      expect(rows).toEqual([
        { period: '2024\u20132025  Semester 01', period_key: '2024 2025 semester 1', item_key: '2024 2025 semester 1', holds_period: true },
        { period: '2024-2025 semester 1', period_key: '2024 2025 semester 1', item_key: '2024 2025 semester 1', holds_period: false },
        { period: '2024-2025 semester 2', period_key: '2024 2025 semester 2', item_key: '2024 2025 semester 2', holds_period: false },
        { period: '2024-2025 semester 3', period_key: '2024 2025 semester 3', item_key: '2024 2025 semester 3', holds_period: false },
      ]);
    } finally {
      await upgraded.close();
    }
  });
});
