import { createWriteStream, type ReadStream, type WriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Uploaded documents on disk: the given folder, else <dataDir>/files, else (memory mode) a temporary folder
 * removed on close.
 * Only names the provider generated are accepted, so no request can point outside the folder.
 */
export interface FileStore {
  readonly dir: string;
  /** A new file (fails if the name exists). */
  createWriteStream(name: string): WriteStream;
  /** The file with its size, or null when it is not there. */
  openRead(name: string): Promise<{ stream: ReadStream; size: number } | null>;
  rename(from: string, to: string): Promise<void>;
  /** Removes the file; a missing one is not an error. */
  remove(name: string): Promise<void>;
  close(): Promise<void>;
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[a-z0-9]+)?$/;

function pathOf(dir: string, name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`Unsafe file store name: ${JSON.stringify(name)}`);
  return join(dir, name);
}

export async function openFileStore(dataDir: string, filesDir?: string): Promise<FileStore> {
  const temporary = !filesDir && dataDir.startsWith('memory://');
  const dir = temporary ? await mkdtemp(join(tmpdir(), 'nuru-provider-files-')) : (filesDir ?? join(dataDir, 'files'));
  if (!temporary) await mkdir(dir, { recursive: true });
  return {
    dir,
    createWriteStream: (name) => createWriteStream(pathOf(dir, name), { flags: 'wx' }),
    async openRead(name) {
      try {
        const handle = await open(pathOf(dir, name), 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    rename: (from, to) => rename(pathOf(dir, from), pathOf(dir, to)),
    async remove(name) {
      try {
        await unlink(pathOf(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
    close: async () => {
      if (temporary) await rm(dir, { recursive: true, force: true });
    },
  };
}
