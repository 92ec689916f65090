// Starts the whole portal on one machine: the reference provider (embedded PGlite under .data/),
// then the gateway serving /graphql and the built web app. Each is supervised: a crash restarts it
// with a back-off while the other keeps serving. SIGINT (Ctrl+C) or SIGTERM stops both and exits.
import { spawnService, waitForUrl } from './services.mjs';
import { supervise } from './supervise.mjs';

const port = Number(process.env.PORT ?? 4000);
const providerPort = Number(process.env.PROVIDER_PORT ?? 4100);
const providerUrl = process.env.PROVIDER_URL ?? `http://127.0.0.1:${providerPort}`;
const services = [];
let stopping;

function stop(code) {
  // The gateway first, so nothing calls a provider that is going away.
  stopping ??= (async () => {
    for (const service of [...services].reverse()) await service.stop();
    process.exit(code);
  })();
  return stopping;
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  if (!process.env.PROVIDER_URL) {
    // The gateway, on this machine, is the provider's one caller and the one proxy whose forwarded browser
    // address it believes: the provider stays on the loopback interface even when HOST opens the gateway
    // to the network (to try the portal from a phone), so its outbox and unlimited calls are not opened too.
    const env = {
      PROVIDER_PORT: String(providerPort),
      PROVIDER_TRUST_PROXY: process.env.PROVIDER_TRUST_PROXY ?? '127.0.0.1,::1',
      HOST: '127.0.0.1',
    };
    services.push(supervise('provider', () => spawnService('provider', env)));
    await waitForUrl(`${providerUrl}/api/health`, 'The provider');
  }
  services.push(supervise('gateway', () => spawnService('gateway', { PORT: String(port), PROVIDER_URL: providerUrl })));
  await waitForUrl(`http://127.0.0.1:${port}/healthz`, 'The gateway');
  console.log(
    `\nNuru Yangu Scholarship Portal is running:\n  app      http://localhost:${port}\n  GraphQL  http://localhost:${port}/graphql\n  provider ${providerUrl}/api\n`,
  );
} catch (error) {
  console.error(error.message);
  await stop(1);
}
