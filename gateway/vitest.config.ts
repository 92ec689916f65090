import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages (@nuru/rules) from their TypeScript source, as tsc and tsx read them here.
  ssr: { resolve: { conditions: ['@nuru/source', ...defaultServerConditions] } },
  test: {
    name: 'gateway',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
