// Starting the provider and the gateway as their own processes: shared by `pnpm start` and the benchmarks.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const root = new URL('..', import.meta.url).pathname;

/**
 * V8's flags for each service's process. The gateway makes short-lived objects only (a query's parse, its answer,
 * two HTTP exchanges): with a young generation of 32 MB a side instead of V8's default, its garbage is collected
 * half as often, and it answers a quarter more queries per second of CPU (bench/gateway-overhead.bench.ts). The
 * Dockerfile starts the gateway with the same flag.
 */
export const NODE_FLAGS = { provider: [], gateway: ['--max-semi-space-size=32'] };

/**
 * Runs a service ('provider' or 'gateway') with extra environment, output as given: in production its
 * compiled JavaScript (`dist/main.js`, written by `pnpm build`; no TypeScript at runtime), else its
 * TypeScript through tsx, reading workspace packages (@nuru/rules) from their source too.
 */
export function spawnService(service, env, stdio = 'inherit') {
  const production = (env.NODE_ENV ?? process.env.NODE_ENV) === 'production';
  const compiled = `${root}${service}/dist/main.js`;
  if (production && !existsSync(compiled)) throw new Error(`${compiled} is missing: run pnpm build first.`);
  const code = production ? [compiled] : ['--conditions=@nuru/source', '--import', 'tsx', `${root}${service}/src/main.ts`];
  const args = [...NODE_FLAGS[service], ...code];
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', stdio, stdio] });
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
