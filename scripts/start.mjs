// Starts the whole portal on one machine: the reference provider (embedded PGlite under .data/),
// then the gateway serving /graphql and the built web app. Ctrl+C stops both.
import { spawnService, waitForUrl } from './services.mjs';

const port = Number(process.env.PORT ?? 4000);
const providerPort = Number(process.env.PROVIDER_PORT ?? 4100);
const providerUrl = process.env.PROVIDER_URL ?? `http://127.0.0.1:${providerPort}`;
const children = [];
let stopping = false;

function run(name, entry, env) {
  const child = spawnService(entry, env);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the portal.`);
      stop(1);
    }
  });
  children.push(child);
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  if (!process.env.PROVIDER_URL) {
    // The gateway, on this machine, is the one proxy whose forwarded browser address the provider believes.
    run('provider', 'provider/src/main.ts', { PROVIDER_PORT: String(providerPort), PROVIDER_TRUST_PROXY: process.env.PROVIDER_TRUST_PROXY ?? '127.0.0.1,::1' });
    await waitForUrl(`${providerUrl}/api/health`, 'The provider');
  }
  run('gateway', 'gateway/src/main.ts', { PORT: String(port), PROVIDER_URL: providerUrl });
  await waitForUrl(`http://127.0.0.1:${port}/healthz`, 'The gateway');
  console.log(`\nNuru Yangu Scholarship Portal is running:\n  app      http://localhost:${port}\n  GraphQL  http://localhost:${port}/graphql\n  provider ${providerUrl}/api\n`);
} catch (error) {
  console.error(error.message);
  stop(1);
}
