import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The HS256 key: the configured secret, else one generated once into the data folder (so tokens survive
 * restarts), else (in-memory mode) a fresh one per instance. Replicas sharing a database need JWT_SECRET.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  if (dataDir.startsWith('memory://')) return randomBytes(32);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process starting at the same moment wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}
