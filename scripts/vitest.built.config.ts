import { defineConfig } from 'vitest/config';
import scripts from './vitest.config.js';

// What `pnpm build` wrote, run as production runs it (compiled servers, assembled images): after the build step of
// `pnpm test`, so the tests build nothing themselves. The scripts' settings, for the files they leave out.
export default defineConfig({
  ...scripts,
  test: { ...scripts.test, name: 'built', include: ['scripts/*.built.test.ts'], exclude: [] },
});
