import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { changeWatcher, type WatchedChange } from './watched-changes.js';
import { withDrizzleParsers } from './pglite-parsers.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  backend: 'pglite' | 'postgres';
  /** Applies pending migrations (openDatabase already did; running it again is a no-op). */
  migrate(): Promise<void>;
  /** Answers when the database does (health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only, where this process is the database's one user: tells the listener of every committed change to what
   * most calls read (WatchedChange), so what was read of it may be kept until then.
   */
  watchChanges?: (listener: (change: WatchedChange) => void) => Promise<void>;
}

const shippedMigrations = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent, embedded PGlite in dataDir. */
  databaseUrl?: string;
  /** PGlite data folder, or 'memory://' for a throwaway in-memory database. */
  dataDir: string;
  /** Tests only: an older set of migrations, to build the database an earlier release left behind. */
  migrationsFolder?: string;
}

/** Opens the database and applies the migrations in provider/drizzle/ (same ones for both backends). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? shippedMigrations;
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, migrationsFolder)
    : await openPglite(options.dataDir, migrationsFolder);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

// PGlite's initdb costs about 1.5 s and a copy of a finished database about 0.4 s, so a throwaway in-memory
// database (tests open hundreds) starts from a copy of one migrated once per process. openDatabase still
// runs migrate() on the copy, where it finds nothing to do.
let migratedInMemory: Promise<Blob> | undefined;

function migratedTemplate(): Promise<Blob> {
  migratedInMemory ??= (async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite('memory://');
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder: shippedMigrations });
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  })();
  migratedInMemory.catch(() => (migratedInMemory = undefined));
  return migratedInMemory;
}

async function openPglite(dataDir: string, migrationsFolder: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const template = inMemory && migrationsFolder === shippedMigrations ? await migratedTemplate() : undefined;
  const client = await withDrizzleParsers(new PGlite(dataDir, { loadDataDir: template }));
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Db,
    backend: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    watchChanges: changeWatcher(client),
  };
}

async function openPostgres(databaseUrl: string, migrationsFolder: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server drops (a restart, a failover, a forced drop) is reported here; without
  // a listener it would crash the process. The pool opens a fresh connection on the next query, and a
  // query that was running reports its own error to its caller.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Db,
    backend: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
