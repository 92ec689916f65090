import { defineProject } from 'vitest/config';

// The tests of the operator scripts (start, supervision, images, backups, CI steps), run with real child processes
// (the hook timeout covers deleting a copied image on a loaded machine), one file at a time. The tests of what
// `pnpm build` wrote (*.built.test.ts) run after the build step instead: vitest.built.config.ts.
export default defineProject({
  // Workspace packages (@nuru/rules) from their TypeScript source, as in the provider's and gateway's projects
  // (the rest is Vite's own default server conditions): the tests run before anything is built.
  ssr: { resolve: { conditions: ['@nuru/source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'scripts',
    include: ['*.test.ts'],
    exclude: ['*.built.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
