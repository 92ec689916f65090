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
