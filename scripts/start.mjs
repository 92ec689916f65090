// Starts the whole portal on one machine: the reference provider (embedded PGlite under .data/),
// then the gateway serving /graphql and the built web app. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const port = Number(process.env.PORT ?? 4000);
const providerPort = Number(process.env.PROVIDER_PORT ?? 4100);
const providerUrl = process.env.PROVIDER_URL ?? `http://127.0.0.1:${providerPort}`;
const children = [];

function run(name, entry, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the portal.`);
      stop(1);
    }
  });
  children.push(child);
}

async function waitFor(url, what, timeoutMs = 120_000) {
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

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const root = new URL('..', import.meta.url).pathname;
try {
  if (!process.env.PROVIDER_URL) {
    run('provider', `${root}provider/src/main.ts`, { PROVIDER_PORT: String(providerPort) });
    await waitFor(`${providerUrl}/api/health`, 'The provider');
  }
  run('gateway', `${root}gateway/src/main.ts`, { PORT: String(port), PROVIDER_URL: providerUrl });
  await waitFor(`http://127.0.0.1:${port}/healthz`, 'The gateway');
  console.log(`\nNuru Yangu Scholarship Portal is running:\n  app      http://localhost:${port}\n  GraphQL  http://localhost:${port}/graphql\n  provider ${providerUrl}/api\n`);
} catch (error) {
  console.error(error.message);
  stop(1);
}
