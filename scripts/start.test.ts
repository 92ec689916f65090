import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { freePort } from './free-port.js';
import { NODE_FLAGS } from './services.mjs';
import { answersOk, waitUntil } from './wait-until.js';

// `pnpm start` as an operator meets it: the provider killed outright comes back while the gateway keeps
// serving, and SIGTERM stops everything, leaving no process behind. Real processes on their own ports.
const start = fileURLToPath(new URL('start.mjs', import.meta.url));
const childrenOf = (pid: number) => {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map(Number)
      .filter(Boolean);
  } catch {
    return [];
  }
};
const descendantsOf = (pid: number): number[] => childrenOf(pid).flatMap((child) => [child, ...descendantsOf(child)]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('restarts a killed provider while the gateway serves, and stops everything on SIGTERM', { timeout: 600_000 }, async () => {
  const [PORT, PROVIDER_PORT] = [await freePort(), await freePort()];
  const portal = spawn(process.execPath, [start], {
    env: {
      ...process.env,
      PORT: String(PORT),
      PROVIDER_PORT: String(PROVIDER_PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'nuru-start-')),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  portal.stdout.on('data', (chunk) => (output += chunk));
  portal.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => portal.once('exit', resolve));
  try {
    await waitUntil(() => output.includes('Nuru Yangu Scholarship Portal is running'), 'the portal to start');
    const [provider, gateway] = childrenOf(portal.pid!);
    expect(gateway).toBeDefined();
    // Each service runs with its own V8 flags (the gateway's young generation).
    const commandLine = readFileSync(`/proc/${gateway}/cmdline`, 'utf8').split('\0');
    expect(commandLine).toEqual(expect.arrayContaining(NODE_FLAGS.gateway));

    process.kill(provider!, 'SIGKILL');
    await waitUntil(() => output.includes('provider stopped (SIGKILL); restarting in 500 ms'), 'the restart line');
    expect(await answersOk(`http://127.0.0.1:${PORT}/healthz`)).toBe(true);
    await waitUntil(() => answersOk(`http://127.0.0.1:${PROVIDER_PORT}/api/health`), 'the provider back');
    expect(childrenOf(portal.pid!)).toHaveLength(2);
    expect(childrenOf(portal.pid!)).not.toContain(provider);

    const running = childrenOf(portal.pid!);
    portal.kill('SIGTERM');
    expect(await exited).toBe(0);
    await waitUntil(() => running.every((pid) => !alive(pid)), 'every child to exit');
    expect(await answersOk(`http://127.0.0.1:${PORT}/healthz`)).toBe(false);
  } finally {
    // A failed expectation must not leave the services behind as orphans.
    for (const pid of descendantsOf(portal.pid!)) process.kill(pid, 'SIGKILL');
    portal.kill('SIGKILL');
  }
});

it('a SIGTERM to `pnpm start` reaches the portal and stops every process it started', { timeout: 600_000 }, async () => {
  const [PORT, PROVIDER_PORT] = [await freePort(), await freePort()];
  const root = fileURLToPath(new URL('..', import.meta.url));
  const pnpm = spawn('pnpm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      PROVIDER_PORT: String(PROVIDER_PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'nuru-start-')),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  pnpm.stdout.on('data', (chunk) => (output += chunk));
  pnpm.stderr.on('data', (chunk) => (output += chunk));
  try {
    await waitUntil(() => output.includes('Nuru Yangu Scholarship Portal is running'), 'the portal to start');
    const started = descendantsOf(pnpm.pid!);
    expect(started.length).toBeGreaterThanOrEqual(3);
    pnpm.kill('SIGTERM');
    await waitUntil(() => started.every((pid) => !alive(pid)), 'every process to exit');
    expect(await answersOk(`http://127.0.0.1:${PORT}/healthz`)).toBe(false);
  } finally {
    for (const pid of descendantsOf(pnpm.pid!)) process.kill(pid, 'SIGKILL');
  }
});
