// Starting the provider and the gateway as their own processes: shared by `pnpm start` and the benchmarks.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export const root = new URL('..', import.meta.url).pathname;

/** Runs `<root>/<entry>` (TypeScript through tsx) with extra environment; output as given. */
export function spawnService(entry, env, stdio = 'inherit') {
  return spawn(process.execPath, ['--import', 'tsx', `${root}${entry}`], {
    env: { ...process.env, ...env },
    stdio: ['ignore', stdio, stdio],
  });
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitForUrl(url, what, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${what} did not become ready at ${url} within ${timeoutMs / 1000} s`);
}
