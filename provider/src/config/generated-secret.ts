import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A development secret of `bytes` random bytes, generated once into the data folder under `name` (so it
 * survives restarts), or a fresh one per instance in memory mode. Production sets its secrets instead.
 */
export function generatedSecret(dataDir: string, name: string, bytes = 32): Buffer {
  if (dataDir.startsWith('memory://')) return randomBytes(bytes);
  const file = join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(bytes).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process starting at the same moment wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}
