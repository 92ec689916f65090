import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'provider',
    include: ['src/**/*.test.ts'],
    // Limits that only catch a hang: a loaded CI machine starts a provider (PGlite, migrations, seed) in
    // well over a minute, and a passing test never waits for its limit.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
