import { defineProject } from 'vitest/config';

// The tests of the operator scripts (start, supervision, CI steps), run with real child processes.
export default defineProject({
  test: { name: 'scripts', include: ['*.test.ts'], testTimeout: 60_000 },
});
