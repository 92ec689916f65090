import { defineConfig } from 'vitest/config';

// Unit and integration tests of every package; browser tests run separately with Playwright (e2e/).
export default defineConfig({
  test: { projects: ['rules', 'provider', 'gateway', 'web', 'scripts'] },
});
