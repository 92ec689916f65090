import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration tests of every package; browser tests run separately with Playwright (e2e/).
export default defineConfig({
  test: {
    projects: ['rules', 'provider', 'gateway', 'web', 'scripts'],
    // Most test files spend their time waiting (HTTP, databases, child processes): vitest's default of
    // one worker fewer than the cores leaves a 2-core machine half idle (8.3 min against 5.5 min here).
    maxWorkers: Math.max(3, availableParallelism() - 1),
  },
});
