// Tests only: a provider on a database the test also writes straight into, for rows no route would accept (a value
// saved before a rule existed, or put there by hand). PGlite opens a folder in one process at a time, so a write
// stops the provider, writes, and starts it again on the same database; PostgreSQL does the same, for one path.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Db } from '../db/client.js';
import type { Backend } from './backends.js';
import { startProvider } from './http.js';

/** Inside describe.each(backends): `app` (read it again after `write`: the provider is a new one, sign in again). */
export function useProviderAndDatabase(backend: Backend) {
  // Replaced before the tests by the backend's database.
  let target: { databaseUrl?: string; dataDir: string } = { dataDir: 'memory://' };
  let folder: string | undefined;
  const state = {
    app: undefined as unknown as FastifyInstance,
    /** Stops the provider, runs `change` on its database, and starts the provider again. */
    async write(change: (db: Db) => Promise<void>): Promise<void> {
      await state.app.close();
      const database = await openDatabase(target);
      try {
        await change(database.db);
      } finally {
        await database.close();
      }
      state.app = await startProvider(target);
    },
  };
  beforeAll(async () => {
    const opened = await backend.open();
    // PGlite keeps the data in a folder here so that each open sees what the last one wrote.
    if (!opened.databaseUrl) folder = await mkdtemp(join(tmpdir(), 'nuru-written-'));
    target = { ...opened, dataDir: folder ?? opened.dataDir };
    state.app = await startProvider(target);
  });
  afterAll(async () => {
    await state.app?.close();
    await backend.dispose();
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  return state;
}
