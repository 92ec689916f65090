import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './jwt-secret.js';

const dir = mkdtempSync(join(tmpdir(), 'nuru-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('resolveJwtSecret', () => {
  it('uses the configured secret', () => {
    expect(Buffer.from(resolveJwtSecret('configured', dir)).toString()).toBe('configured');
  });

  it('generates one secret into the data folder (mode 600) and reuses it after a restart', () => {
    const dataDir = join(dir, 'data');
    const first = resolveJwtSecret(undefined, dataDir);
    expect(first.length).toBe(32);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(Buffer.from(resolveJwtSecret(undefined, dataDir)).equals(Buffer.from(first))).toBe(true);
  });

  it('makes a fresh secret per in-memory instance', () => {
    expect(Buffer.from(resolveJwtSecret(undefined, 'memory://')).equals(Buffer.from(resolveJwtSecret(undefined, 'memory://')))).toBe(false);
  });
});
