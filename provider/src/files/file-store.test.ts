import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { openFileStore } from './file-store.js';

describe('file store', () => {
  it('writes, reads with size, renames and removes; a missing file is null, removing it again is fine', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'nuru-store-test-'));
    try {
      const store = await openFileStore('memory://', dir);
      await pipeline(Readable.from(['hello ', 'store']), store.createWriteStream('a-1.part'));
      await store.rename('a-1.part', 'a-1.pdf');
      const file = await store.openRead('a-1.pdf');
      expect(file?.size).toBe(11);
      expect(await text(file!.stream)).toBe('hello store');
      expect(await store.openRead('a-1.part')).toBeNull();
      await store.remove('a-1.pdf');
      await store.remove('a-1.pdf');
      expect(await readdir(dir)).toEqual([]);
      await store.close();
      expect(existsSync(dir)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses names that could leave the folder', async () => {
    const store = await openFileStore('memory://');
    try {
      for (const name of ['../x', '..', '.hidden', 'a/b', 'a\\b', '', 'x.pdf/..', '/etc/passwd']) {
        expect(() => store.createWriteStream(name), name).toThrow(/Unsafe file store name/);
        await expect(store.openRead(name), name).rejects.toThrow(/Unsafe file store name/);
      }
    } finally {
      await store.close();
    }
  });

  it('memory mode uses a temporary folder removed on close; a data folder keeps files/ ', async () => {
    const store = await openFileStore('memory://');
    expect(existsSync(store.dir)).toBe(true);
    await store.close();
    expect(existsSync(store.dir)).toBe(false);
    const dataDir = await mkdtemp(join(tmpdir(), 'nuru-data-test-'));
    try {
      const kept = await openFileStore(dataDir);
      expect(kept.dir).toBe(join(dataDir, 'files'));
      await kept.close();
      expect(existsSync(kept.dir)).toBe(true);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
