// The layering of bulletproof-react, checked on every import: app -> features -> shared.
// A feature never imports another feature; shared imports neither features nor app.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Where each relative or `@/` import of a file points, as a path under src/. */
function importTargets(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@/')) return [specifier.slice(2)];
    if (specifier.startsWith('.')) return [relative(src, resolve(dirname(file), specifier))];
    return [];
  });
}

/** The layer of a path under src/: 'app', 'shared', 'features/<name>', or the file itself. */
function layerOf(path: string): string {
  const [top, feature] = path.split('/');
  return top === 'features' ? `features/${feature}` : top;
}

function violation(fromLayer: string, toLayer: string): boolean {
  if (fromLayer === toLayer) return false;
  if (fromLayer.startsWith('features/')) return toLayer.startsWith('features/') || toLayer === 'app';
  if (fromLayer === 'shared') return toLayer.startsWith('features/') || toLayer === 'app';
  return false;
}

describe('import layering', () => {
  const files = sourceFiles(src).filter((file) => !file.endsWith('architecture.test.ts'));

  it('finds the source tree', () => {
    expect(files.some((file) => file.includes('/features/'))).toBe(true);
  });

  it('has no import from a feature into another feature or app, nor from shared upward', () => {
    const wrong = files.flatMap((file) => {
      const from = layerOf(relative(src, file));
      return importTargets(file)
        .filter((target) => violation(from, layerOf(target)))
        .map((target) => `${relative(src, file)} -> ${target}`);
    });
    expect(wrong).toEqual([]);
  });

  it.each([
    ['features/results', 'features/payments', true],
    ['features/results', 'app', true],
    ['shared', 'features/auth', true],
    ['app', 'features/auth', false],
    ['features/results', 'shared', false],
    ['features/results', 'features/results', false],
  ])('%s -> %s is a violation: %s', (from, to, expected) => {
    expect(violation(from, to)).toBe(expected);
  });
});
