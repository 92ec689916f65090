// Our own: the gateway's per-route preloads come from this app's route table, which no maintained plugin reads.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export interface ChunkFacts {
  fileName: string;
  /** The modules the chunk holds: a lazily loaded module may share a chunk with others rather than have its own. */
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
}

const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');

/**
 * Each route path of app/router.tsx with the modules it loads lazily (its page and its query): the `import()`s written
 * after its `path:`, before the next one and before the end of its list of routes (`]`), resolved from `@/` to `srcDir`.
 */
export function routeModules(routerSource: string, srcDir: string): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  const [, ...segments] = routerSource.split(/\bpath: '([^']+)'/);
  for (let i = 0; i < segments.length; i += 2) {
    const imports = [...segments[i + 1]!.split(']', 1)[0]!.matchAll(/import\('@\/([^']+)'\)/g)].map(([, path]) => `${srcDir}/${path}`);
    if (imports.length) routes.set(segments[i]!, imports);
  }
  return routes;
}

/**
 * For each route, the files its first visit needs beyond what index.html already loads: its lazy modules' chunks and
 * the chunks those import.
 */
export function routePreloads(routes: Map<string, string[]>, chunks: ChunkFacts[]): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [withoutExtension(id), chunk] as const)));
  const withImports = (files: string[], seen = new Set<string>()): Set<string> => {
    for (const file of files) {
      if (seen.has(file)) continue;
      seen.add(file);
      withImports(byFile.get(file)?.imports ?? [], seen);
    }
    return seen;
  };
  const loadedByPage = withImports(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const preloads: Record<string, string[]> = {};
  for (const [path, modules] of routes) {
    const files = modules.map((module) => {
      const chunk = byModule.get(withoutExtension(module));
      if (!chunk) throw new Error(`route-preloads: ${path} loads ${module}, which no chunk of the build holds`);
      return chunk.fileName;
    });
    preloads[path] = [...withImports(files)].filter((file) => !loadedByPage.has(file)).map((file) => `/${file}`);
  }
  return preloads;
}

/**
 * Writes route-preloads.json: each route's own files, for the gateway to name in the index.html it answers for that
 * route, so a first visit fetches them beside the app's code instead of after it has run (a round trip less).
 */
export function routePreloadsFile(routerFile: string, srcDir: string): Plugin {
  return {
    name: 'nuru-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const preloads = routePreloads(routeModules(readFileSync(routerFile, 'utf8'), srcDir), chunks);
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}
