import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages (@nuru/rules) from their TypeScript source, as tsc and tsx read them here.
  ssr: { resolve: { conditions: ['@nuru/source', ...defaultServerConditions] } },
  test: {
    name: 'provider',
    include: ['src/**/*.test.ts'],
    // A worker loads the provider, PGlite's WebAssembly and the migrated database template once for all its
    // files, not once per file (7.5 min against under 3 for provider and gateway here); every file starts
    // its own provider and restores what it fakes, and shuffled runs (--sequence.shuffle) pass.
    isolate: false,
    // Limits that only catch a hang: a loaded CI machine starts a provider (PGlite, migrations, seed) in
    // well over a minute, and a passing test never waits for its limit.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
