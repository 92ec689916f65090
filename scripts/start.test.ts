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
/** The addresses a TCP port is listened on, read from the kernel's socket tables (IPv4, then IPv6). */
const listeningOn = (port: number): string[] =>
  ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // Column 2 is address:port in hex, column 4 the state (0A: listening).
      .filter((columns) => columns[3] === '0A' && parseInt(columns[1]!.split(':')[1]!, 16) === port)
      .map((columns) => {
        // Each 32-bit word of the address is in the machine's (little-endian) byte order.
        const bytes = columns[1]!
          .split(':')[0]!
          .match(/.{8}/g)!
          .flatMap((word) =>
            word
              .match(/../g)!
              .reverse()
              .map((hex) => parseInt(hex, 16)),
          );
        if (bytes.length === 4) return bytes.join('.');
        const groups = Array.from({ length: 8 }, (_, i) => ((bytes[2 * i]! << 8) | bytes[2 * i + 1]!).toString(16));
        return new URL(`http://[${groups.join(':')}]`).hostname;
      }),
  );
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
    // Without HOST nothing is reachable from another machine.
    expect(listeningOn(PORT)).toEqual(['127.0.0.1']);
    expect(listeningOn(PROVIDER_PORT)).toEqual(['127.0.0.1']);
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

it('`pnpm start` with HOST opens the gateway alone; a SIGTERM to it stops every process it started', { timeout: 600_000 }, async () => {
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
      HOST: '0.0.0.0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  pnpm.stdout.on('data', (chunk) => (output += chunk));
  pnpm.stderr.on('data', (chunk) => (output += chunk));
  try {
    await waitUntil(() => output.includes('Nuru Yangu Scholarship Portal is running'), 'the portal to start');
    // HOST opens the gateway to the network; the provider behind it stays on the loopback interface.
    expect(listeningOn(PORT)).toEqual(['0.0.0.0']);
    expect(listeningOn(PROVIDER_PORT)).toEqual(['127.0.0.1']);
    const started = descendantsOf(pnpm.pid!);
    expect(started.length).toBeGreaterThanOrEqual(3);
    pnpm.kill('SIGTERM');
    await waitUntil(() => started.every((pid) => !alive(pid)), 'every process to exit');
    expect(await answersOk(`http://127.0.0.1:${PORT}/healthz`)).toBe(false);
  } finally {
    for (const pid of descendantsOf(pnpm.pid!)) process.kill(pid, 'SIGKILL');
  }
});
