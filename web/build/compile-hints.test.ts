import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

// A real Vite build of a small app split as the portal's is: an entry, the shared code in a chunk of its own (which
// imports a chunk of its own in turn), and a lazily loaded module, whose preloaded dependency on the shared chunk
// makes Vite write its own first line into the entry.
const APP = {
  'index.html': '<!doctype html><script type="module" src="/main.js"></script>',
  'main.js':
    "import { shared } from './shared.js';\nshared('start');\ndocument.onclick = () => import('./later.js').then((m) => m.later());\n",
  'shared.js': "import { tidy } from './tidy.js';\nexport function shared(word) {\n  document.title = tidy(word);\n}\n",
  'tidy.js': 'export function tidy(word) {\n  return word.trim();\n}\n',
  'later.js': "import { shared } from './shared.js';\nexport function later() {\n  shared('later');\n}\n",
};

let root: string;
let files: Record<string, string>;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  for (const [name, text] of Object.entries(APP)) writeFileSync(path.join(root, name), text);
  await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [compileHints()],
    build: {
      outDir: 'dist',
      sourcemap: true,
      minify: false,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'shared', test: /shared\.js$/ },
              { name: 'tidy', test: /tidy\.js$/, priority: 1 },
            ],
          },
        },
      },
    },
  });
  const assets = path.join(root, 'dist/assets');
  files = Object.fromEntries(readdirSync(assets).map((name) => [name, readFileSync(path.join(assets, name), 'utf8')]));
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const fileOf = (start: string) => Object.keys(files).find((name) => name.startsWith(start) && name.endsWith('.js'))!;

describe('compileHints', () => {
  it("opens the entry and the chunks it imports, directly or not, with the hint, before Vite's own first line", () => {
    const entry = files[fileOf('index-')]!;
    expect(entry.split('\n')[0]).toBe(COMPILE_HINT);
    expect(entry.split('\n')[1]).toMatch(/^const __vite__mapDeps=/);
    expect(files[fileOf('shared-')]!.split('\n')[0]).toBe(COMPILE_HINT);
    expect(entry).not.toMatch(/from ["']\.\/tidy-/);
    expect(files[fileOf('tidy-')]!.split('\n')[0]).toBe(COMPILE_HINT);
  });

  it('leaves a lazily loaded chunk as it was', () => {
    expect(files[fileOf('later-')]).not.toContain(COMPILE_HINT);
  });

  it("keeps the source map true: a function's name still maps to where it was written", () => {
    const name = fileOf('shared-');
    const map = new SourceMapConsumer(JSON.parse(files[`${name}.map`]!));
    const lines = files[name]!.split('\n');
    const line = lines.findIndex((text) => text.includes('function shared('));
    const column = lines[line]!.indexOf('shared(');
    expect(map.originalPositionFor({ line: line + 1, column })).toMatchObject({ source: expect.stringMatching(/shared\.js$/), line: 2 });
  });
});
