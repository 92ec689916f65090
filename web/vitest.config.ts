import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // Workspace packages (@nuru/rules) from their TypeScript source, in node and in happy-dom tests alike.
    conditions: ['@nuru/source', ...defaultClientConditions],
  },
  ssr: { resolve: { conditions: ['@nuru/source', ...defaultServerConditions] } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/shared/testing/setup.ts'],
    // A worker imports React, Apollo and the pages once for all its files, not once per file (130 s against
    // 42 s here); setup.ts unmounts what each test rendered, and shuffled runs (--sequence.shuffle) pass.
    isolate: false,
    // Longer than patience.ts' wait for an element, so a missing one fails with its own message, not a timeout.
    testTimeout: 30_000,
  },
});
