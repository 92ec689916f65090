import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages (@nuru/rules) from their TypeScript source, as tsc and tsx read them here.
  ssr: { resolve: { conditions: ['@nuru/source', ...defaultServerConditions] } },
  test: {
    name: 'gateway',
    include: ['src/**/*.test.ts'],
    // Limits that only catch a hang: a loaded CI machine starts a provider (PGlite, migrations, seed) in
    // well over a minute, and a passing test never waits for its limit.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
