import { defineConfig } from 'vitest/config';

// What `pnpm build` wrote, run as production runs it (compiled servers, assembled images): after the build step of
// `pnpm test`, so the tests build nothing themselves. One file at a time: both start servers from the same dist/.
export default defineConfig({
  ssr: { resolve: { conditions: ['@nuru/source', 'module', 'node', 'development|production'] } },
  test: { name: 'built', include: ['scripts/*.built.test.ts'], testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false },
});
