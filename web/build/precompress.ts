// Our own: vite-plugin-compression2 compresses in generateBundle, before compile-hints.ts adds its first line, so its copies differ from the files.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Text the browser fetches; images and fonts are compressed already.
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes name.br and name.gz beside every text file of the build, at the strongest settings (done once per build,
 * never per request), for the gateway to send whichever the browser accepts.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'nuru-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const writes: Promise<void>[] = [];
      for await (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const body = await readFile(path);
        if (body.length < MIN_BYTES) continue;
        writes.push(
          brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).then(
            (packed) => writeFile(`${path}.br`, packed),
          ),
          gzipped(body, { level: 9 }).then((packed) => writeFile(`${path}.gz`, packed)),
        );
      }
      await Promise.all(writes);
    },
  };
}
