import { defineProject } from 'vitest/config';

// The tests of the operator scripts (start, supervision, build, images, backups, CI steps), run with real
// child processes (the hook timeout covers deleting a copied image on a loaded machine). One file at a time: the build and image tests build into the same dist/ folders.
export default defineProject({
  // Workspace packages (@nuru/rules) from their TypeScript source, as in the provider's and gateway's projects
  // (the rest is Vite's own default server conditions): the tests run before anything is built.
  ssr: { resolve: { conditions: ['@nuru/source', 'module', 'node', 'development|production'] } },
  test: { name: 'scripts', include: ['*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false },
});
