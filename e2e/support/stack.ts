// The whole system for the browser tests: the reference provider on a fresh in-memory database
// and the gateway serving the built web app, both over real HTTP.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildProvider } from '@nuru/provider';
import { buildGateway } from '@nuru/gateway';
import { stackPorts } from './ports.js';

// E2E_WEB_DIST lets parallel runs each test their own build.
const webDist = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
if (!existsSync(`${webDist}/index.html`)) {
  throw new Error(`The web app is not built (${webDist}). Run 'pnpm build' first.`);
}

const provider = await buildProvider({ dataDir: 'memory://', seed: true, logger: false });
await provider.listen({ port: stackPorts.provider, host: '127.0.0.1' });
const gateway = await buildGateway({ providerUrl: `http://127.0.0.1:${stackPorts.provider}`, webDist, logger: false });
await gateway.listen({ port: stackPorts.gateway, host: '127.0.0.1' });
console.log(`e2e stack: gateway :${stackPorts.gateway}, provider :${stackPorts.provider}`);

async function shutdown() {
  await gateway.close();
  await provider.close();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
