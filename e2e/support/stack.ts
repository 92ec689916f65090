// The whole system for the browser tests: the reference provider on a fresh database (in-memory PGlite,
// or a scratch database on the PostgreSQL server DATABASE_URL names) and the gateway serving the built
// web app, both over real HTTP.
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { buildProvider } from '@nuru/provider';
import { buildGateway } from '@nuru/gateway';
import { createScratchDatabase } from '@nuru/provider/testing/scratch-database';
import { stackPorts } from './ports.js';

// E2E_WEB_DIST lets parallel runs each test their own build.
const webDist = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
if (!existsSync(`${webDist}/index.html`)) {
  throw new Error(`The web app is not built (${webDist}). Run 'pnpm build' first.`);
}

const database = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'nuru_e2e') : undefined;
// The gateway is the provider's one trusted proxy, as in production.
const provider = await buildProvider({
  dataDir: 'memory://',
  databaseUrl: database?.url,
  seed: true,
  logger: false,
  trustProxy: '127.0.0.1',
});
await provider.listen({ port: stackPorts.provider, host: '127.0.0.1' });
const gateway = await buildGateway({ providerUrl: `http://127.0.0.1:${stackPorts.provider}`, webDist, logger: false });
await gateway.listen({ port: stackPorts.gateway, host: '127.0.0.1' });

// Only the provider's HTTP server stops: its database and files stay, so a restart finds the same data.
function stopProvider(): Promise<void> {
  if (!provider.server.listening) return Promise.resolve();
  return new Promise((resolve, reject) => {
    provider.server.close((error) => (error ? reject(error) : resolve()));
    // The gateway's kept-alive connections would otherwise hold the server open.
    provider.server.closeAllConnections();
  });
}

function startProvider(): Promise<void> {
  if (provider.server.listening) return Promise.resolve();
  return new Promise((resolve, reject) => {
    provider.server.once('error', reject);
    provider.server.listen(stackPorts.provider, '127.0.0.1', () => {
      provider.server.off('error', reject);
      resolve();
    });
  });
}

// Provider paths that answer 500 until healed, so a test can make one part of a screen fail.
// Wrapped around Fastify's request handler because the provider is already built (and sealed).
const failingPaths = new Set<string>();
const [handleRequest] = provider.server.listeners('request') as RequestListener[];
if (!handleRequest) throw new Error('The provider server has no request handler to wrap');
provider.server.removeAllListeners('request');
provider.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
  if (!failingPaths.has(new URL(request.url ?? '/', 'http://provider').pathname)) return handleRequest(request, response);
  response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Failure injected by the e2e stack' }));
});

// provider-power.ts's calls, on loopback only.
const actions: Record<string, (url: URL) => Promise<void>> = {
  '/provider/stop': stopProvider,
  '/provider/start': startProvider,
  '/provider/fail': async (url) => {
    failingPaths.add(url.searchParams.get('path') ?? '');
  },
  '/provider/heal': async () => failingPaths.clear(),
};
const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://control');
  const action = request.method === 'POST' ? actions[url.pathname] : undefined;
  if (!action) {
    response.writeHead(404).end(`POST one of ${Object.keys(actions).join(', ')}`);
    return;
  }
  action(url).then(
    () => response.writeHead(204).end(),
    (error: Error) => response.writeHead(500).end(error.message),
  );
});
await new Promise<void>((resolve) => control.listen(stackPorts.control, '127.0.0.1', resolve));
console.log(`e2e stack: gateway :${stackPorts.gateway}, provider :${stackPorts.provider}, control :${stackPorts.control}`);

async function shutdown() {
  control.close();
  await gateway.close();
  // Fastify closes a provider it finds listening.
  await startProvider();
  await provider.close();
  await database?.drop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
