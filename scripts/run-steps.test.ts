import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const runSteps = fileURLToPath(new URL('run-steps.mjs', import.meta.url));
const run = (...steps: string[]) => spawnSync(process.execPath, [runSteps, ...steps], { encoding: 'utf8' });

test('every step runs after a failed one, and the run fails with a summary naming it', () => {
  const { status, stdout } = run('first=exit 3', 'second=echo second ran', 'needs:first third=echo never');
  expect(status).toBe(1);
  expect(stdout).toContain('second ran');
  expect(stdout).not.toContain('never');
  expect(stdout).toMatch(/✘ first\s+FAILED \(exit 3\)/);
  expect(stdout).toMatch(/✔ second\s+passed/);
  expect(stdout).toMatch(/✘ third\s+skipped \(first failed\)/);
  expect(stdout).toContain('2 of 3 steps failed');
});

test('the run passes only when every step passed', () => {
  const { status, stdout } = run('one=true', 'needs:one two=true');
  expect(status).toBe(0);
  expect(stdout).toContain('all 2 steps passed');
});

test('a malformed step is refused before anything runs', () => {
  const { status, stderr } = run('no equals sign');
  expect(status).not.toBe(0);
  expect(stderr).toContain("A step is 'name=command'");
});

test("a failed step's failure lines are repeated after the summary, where a log read from its end shows them", () => {
  const noisy = `printf 'ok one\\n\\033[31m FAIL \\033[39m src/a.test.ts > adds\\nAssertionError: expected 1 to be 2\\n'; for i in 1 2 3; do echo fine; done; exit 1`;
  const { status, stdout } = run(`tests=${noisy}`, 'clean=echo nothing FAILED here; true');
  expect(status).toBe(1);
  const after = stdout.slice(stdout.indexOf('Summary'));
  expect(after).toContain('What "tests" reported as failing');
  expect(after).toContain('FAIL  src/a.test.ts > adds');
  expect(after).toContain('AssertionError: expected 1 to be 2');
  expect(after).not.toContain('ok one');
  expect(after).not.toContain('What "clean"');
});
