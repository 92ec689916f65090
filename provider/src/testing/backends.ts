// The database backends every storage test runs on: embedded PGlite always; PostgreSQL when DATABASE_URL is
// set, in a database created for the test file and dropped after it (CI sets it when a server answers).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { ProviderOptions } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { startProvider } from './http.js';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.js';

export interface Backend {
  name: string;
  open(): Promise<{ databaseUrl?: string; dataDir: string }>;
  dispose(): Promise<void>;
}

function backendList(): Backend[] {
  const backends: Backend[] = [{ name: 'PGlite (in memory)', open: async () => ({ dataDir: 'memory://' }), dispose: async () => {} }];
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return backends;
  let scratch: ScratchDatabase | undefined;
  backends.push({
    name: `PostgreSQL (${new URL(serverUrl).host})`,
    async open() {
      scratch = await createScratchDatabase(serverUrl);
      return { databaseUrl: scratch.url, dataDir: 'memory://' };
    },
    dispose: async () => scratch?.drop(),
  });
  return backends;
}

export const backends = backendList();

/** Inside describe.each(backends): opens the backend's database (migrated) before the tests, drops it after. */
export function useBackend(backend: Backend) {
  const state = {} as { database: Database; target: { databaseUrl?: string; dataDir: string } };
  beforeAll(async () => {
    state.target = await backend.open();
    state.database = await openDatabase(state.target);
  });
  afterAll(async () => {
    await state.database?.close();
    await backend.dispose();
  });
  return state;
}

/** Inside describe.each(backends): a provider (seeded with the demo programme) on the backend's database, closed after. */
export function useProviderOn(backend: Backend, options: ProviderOptions = {}) {
  const state = {} as { app: FastifyInstance };
  beforeAll(async () => {
    state.app = await startProvider({ ...(await backend.open()), ...options });
  });
  afterAll(async () => {
    await state.app?.close();
    await backend.dispose();
  });
  return state;
}
