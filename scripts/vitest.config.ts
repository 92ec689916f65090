import { defineProject } from 'vitest/config';

// The tests of the operator scripts (start, supervision, build, backups, CI steps), run with real child
// processes. One file at a time: two of them build into the same dist/ folders.
export default defineProject({
  test: { name: 'scripts', include: ['*.test.ts'], testTimeout: 60_000, fileParallelism: false },
});
