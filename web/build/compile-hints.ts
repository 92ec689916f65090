// Our own: no maintained Vite plugin marks the start-up files with V8's compile hint.
import type { Plugin, Rollup } from 'vite';

/** V8's explicit compile hint (Chromium 136 and later): compile every function of this file as it downloads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The entry's chunk and every chunk it imports, directly or through another: the code that runs as any screen opens. */
function startupChunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
  const startup = new Set<Rollup.OutputChunk>();
  const add = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || startup.has(chunk)) return;
    startup.add(chunk);
    for (const file of chunk.imports) add(chunks.get(file));
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) add(chunk);
  return [...startup];
}

/** A source map of a file that gained a first line: every mapping moves down one (`;` ends a line's mappings). */
const shiftedOneLine = (map: { mappings: string }) => ({ ...map, mappings: `;${map.mappings}` });

/**
 * Marks the start-up files with the compile hint. Without it V8 compiles a function on the main thread when it is
 * first called, which on a phone is a large part of the first screen's blocking time; with it the compiling happens
 * on a background thread while the file downloads. The hint counts only as the file's first line, so it is added
 * after Vite has written its own first line (its map of preloaded files), and the source map written beside the file
 * moves down one line with it.
 */
export function compileHints(): Plugin {
  return {
    name: 'nuru-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of startupChunks(bundle)) {
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') map.source = JSON.stringify(shiftedOneLine(JSON.parse(String(map.source)) as { mappings: string }));
        }
      },
    },
  };
}
