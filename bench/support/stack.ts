// The portal as deployed on one machine, for the benchmarks: the provider (in-memory PGlite, seeded) and the
// gateway (serving the built web app) each in their own process, logging only warnings, on free loopback ports.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { spawnService, waitForUrl } from '../../scripts/services.mjs';

export interface Stack {
  providerUrl: string;
  gatewayUrl: string;
  stop: () => void;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts both services; `gatewayEnv` adds to the gateway's environment (rate limits are lifted for load). */
export async function startStack(gatewayEnv: Record<string, string> = {}): Promise<Stack> {
  const [providerPort, gatewayPort] = [await freePort(), await freePort()];
  const providerUrl = `http://127.0.0.1:${providerPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const quiet = { LOG_LEVEL: 'warn', HOST: '127.0.0.1' };
  const services: ChildProcess[] = [];
  const stop = () => services.forEach((service) => service.kill('SIGTERM'));
  try {
    services.push(
      spawnService('provider', { ...quiet, PROVIDER_PORT: String(providerPort), DATA_DIR: 'memory://', DATABASE_URL: '' }, 'ignore'),
    );
    await waitForUrl(`${providerUrl}/api/health`, 'The provider');
    const gateway = { ...quiet, PORT: String(gatewayPort), PROVIDER_URL: providerUrl, RATE_LIMIT_MAX: '100000000', ...gatewayEnv };
    services.push(spawnService('gateway', gateway, 'ignore'));
    await waitForUrl(`${gatewayUrl}/healthz`, 'The gateway');
  } catch (failure) {
    stop();
    throw failure;
  }
  return { providerUrl, gatewayUrl, stop };
}
