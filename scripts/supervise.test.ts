import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { supervise } from './supervise.mjs';
import { waitUntil } from './wait-until.js';

// Real child processes: small scripts that stay up, or crash at once.
const dir = mkdtempSync(join(tmpdir(), 'nuru-supervise-'));
const script = (name: string, body: string) => {
  const file = join(dir, name);
  writeFileSync(file, body);
  return () => spawn(process.execPath, [file], { stdio: 'ignore' });
};
const staysUp = script('up.mjs', 'setInterval(() => {}, 1000); process.on("SIGTERM", () => process.exit(0));');
const crashes = script('crash.mjs', 'process.exit(3);');
const alive = (pid: number | undefined) => {
  try {
    process.kill(pid!, 0);
    return true;
  } catch {
    return false;
  }
};
// Under the file's 60 s test limit, so a hang names what it waited for.
const until = (check: () => boolean, what: string) => waitUntil(check, what, 50_000, 20);

let running: ReturnType<typeof supervise> | undefined;
afterEach(async () => running?.stop());

describe('supervise', () => {
  it('starts a killed child again, saying so in one line', async () => {
    const lines: string[] = [];
    running = supervise('provider', staysUp, { minDelayMs: 10, log: (line: string) => lines.push(line) });
    const first = running.child.pid;
    process.kill(first, 'SIGKILL');
    await until(() => running!.child.pid !== first && alive(running!.child.pid), 'a new child');
    expect(lines).toEqual(['provider stopped (SIGKILL); restarting in 10 ms']);
  });

  it('backs off a child that keeps crashing, doubling up to the most', async () => {
    const lines: string[] = [];
    running = supervise('gateway', crashes, { minDelayMs: 5, maxDelayMs: 20, log: (line: string) => lines.push(line) });
    await until(() => lines.length >= 4, 'four restarts');
    expect(lines.slice(0, 4).map((line) => line.replace(/.*in (\d+) ms/, '$1'))).toEqual(['5', '10', '20', '20']);
    expect(lines[0]).toBe('gateway stopped (exit 3); restarting in 5 ms');
  });

  it('stop ends the child for good and leaves no process', async () => {
    running = supervise('provider', staysUp, { minDelayMs: 10, log: () => {} });
    const pid = running.child.pid;
    await running.stop();
    expect(alive(pid)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(running.restarts).toBe(0);
  });
});
