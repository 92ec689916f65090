// Our own: codegen's Babel/SWC plugin imports each document from gql/graphql.ts, one module every route would fetch whole.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:gql-document/';
const RESOLVED = `\0${VIRTUAL}`;
const GRAPHQL_CALL = /\bgraphql\(`([^`]*)`\)/g;

/**
 * graphql-codegen's client preset answers `graphql(source)` from one map holding every document of the app, so
 * the first screen would download them all. In the build each call becomes an import of its own document (its
 * own module), which then travels with the screen that uses it. The documents are codegen's own, read from its
 * output (gql.ts maps each source to its name, graphql.ts holds each as one line); development and tests keep
 * the map. A call the map does not know fails the build rather than quietly bringing the map back.
 */
export function documentsPerModule(gqlDir: string): Plugin {
  const names = new Map<string, string>();
  const documents = new Map<string, string>();
  return {
    name: 'nuru-documents-per-module',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const map = readFileSync(join(gqlDir, 'gql.ts'), 'utf8');
      for (const [, source, name] of map.matchAll(/^ {4}("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm))
        names.set(JSON.parse(source!) as string, name!);
      const generated = readFileSync(join(gqlDir, 'graphql.ts'), 'utf8');
      for (const [, name, ast] of generated.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
        documents.set(name!, ast!);
      }
      if (names.size === 0 || documents.size === 0) this.error(`no documents found in ${gqlDir}: run pnpm codegen`);
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      return `export const ${name} = ${documents.get(name)};`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return undefined;
      const used = new Set<string>();
      const rewritten = code.replace(GRAPHQL_CALL, (_call, source: string) => {
        const name = names.get(source);
        if (!name || !documents.has(name)) this.error(`${id}: a graphql() document codegen has not written; run pnpm codegen`);
        used.add(name);
        // The document's lines become blank lines, so every line after it keeps its number.
        return name + '\n'.repeat(source.split('\n').length - 1);
      });
      // On the first line, so every line keeps its number.
      const imports = [...used].map((name) => `import { ${name} } from '${VIRTUAL}${name}';`).join(' ');
      return { code: `${imports} ${rewritten}`, map: null };
    },
  };
}
