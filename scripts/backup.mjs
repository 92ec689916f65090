// Backs up and restores the provider's data: the database (a pg_dump of DATABASE_URL, or the embedded
// PGlite folder) and the data folder (uploaded result files, generated development secrets).
//   pnpm backup <dir>            writes <dir>/backup.json, <dir>/data/ and, on PostgreSQL, <dir>/database.dump
//   pnpm restore <dir> [--force] puts that state back; refused while the provider answers, unless --force
// PGlite is copied as files, so its backup also needs the provider stopped; PostgreSQL is dumped live.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root } from './services.mjs';

const [verb, target, ...flags] = process.argv.slice(2);
const force = flags.includes('--force');
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR || join(root, '.data/provider'));
const healthUrl = `http://127.0.0.1:${process.env.PROVIDER_PORT ?? 4100}/api/health`;

function fail(message) {
  console.error(message);
  process.exit(1);
}

function run(command, args) {
  const { status, stderr } = spawnSync(command, args, { encoding: 'utf8' });
  if (status !== 0) fail(`${command} failed: ${stderr.trim() || `exit ${status}`}`);
}

async function providerAnswers() {
  return fetch(healthUrl, { signal: AbortSignal.timeout(1_000) }).then(
    () => true,
    () => false,
  );
}

async function refuseWhileRunning(what) {
  if (!force && (await providerAnswers())) fail(`The provider answers at ${healthUrl}: stop the portal before ${what} (or add --force).`);
}

async function backup(dir) {
  if (existsSync(dir) && readdirSync(dir).length > 0) fail(`${dir} is not empty: back up into a new folder.`);
  if (!databaseUrl) await refuseWhileRunning('copying its embedded database');
  mkdirSync(dir, { recursive: true });
  if (databaseUrl) run('pg_dump', ['--format=custom', '--no-owner', `--file=${join(dir, 'database.dump')}`, databaseUrl]);
  if (existsSync(dataDir)) cpSync(dataDir, join(dir, 'data'), { recursive: true });
  const manifest = { format: 1, database: databaseUrl ? 'postgresql' : 'pglite', dataDir, createdAt: new Date().toISOString() };
  writeFileSync(join(dir, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Backed up the ${manifest.database} database and ${dataDir} into ${dir}`);
}

async function restore(dir) {
  const manifestFile = join(dir, 'backup.json');
  if (!existsSync(manifestFile)) fail(`${dir} holds no backup (no backup.json).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (manifest.database === 'postgresql' && !databaseUrl)
    fail('This backup is of a PostgreSQL database: set DATABASE_URL to the database to restore into.');
  if (manifest.database === 'pglite' && databaseUrl) fail('This backup is of the embedded database: unset DATABASE_URL to restore it.');
  await refuseWhileRunning('restoring its data');
  if (databaseUrl) {
    run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${databaseUrl}`,
      join(dir, 'database.dump'),
    ]);
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (existsSync(join(dir, 'data'))) cpSync(join(dir, 'data'), dataDir, { recursive: true });
  console.log(`Restored the ${manifest.database} database and ${dataDir} from ${dir} (backed up ${manifest.createdAt})`);
}

if (!['backup', 'restore'].includes(verb) || !target) fail('Usage: pnpm backup <dir> | pnpm restore <dir> [--force]');
// pnpm runs scripts from the repository root; the folder is the one the operator named, from where they stood.
await (verb === 'backup' ? backup : restore)(resolve(process.env.INIT_CWD ?? process.cwd(), target));
