// The portal as deployed on one machine, for the benchmarks: the provider (in-memory PGlite, seeded) and the
// gateway (serving the built web app) each in their own process, logging only warnings, on free loopback ports.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider/seed';
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

/**
 * Starts both services: the provider on in-memory PGlite, or on the PostgreSQL database `databaseUrl` names; the
 * gateway with its rate limits lifted for load.
 */
export async function startStack(databaseUrl = ''): Promise<Stack> {
  const [providerPort, gatewayPort] = [await freePort(), await freePort()];
  const providerUrl = `http://127.0.0.1:${providerPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const quiet = { LOG_LEVEL: 'warn', HOST: '127.0.0.1' };
  const services: ChildProcess[] = [];
  const stop = () => services.forEach((service) => service.kill('SIGTERM'));
  try {
    services.push(
      spawnService(
        'provider',
        { ...quiet, PROVIDER_PORT: String(providerPort), DATA_DIR: 'memory://', DATABASE_URL: databaseUrl },
        'ignore',
      ),
    );
    await waitForUrl(`${providerUrl}/api/health`, 'The provider');
    const gateway = { ...quiet, PORT: String(gatewayPort), PROVIDER_URL: providerUrl, RATE_LIMIT_MAX: '100000000' };
    services.push(spawnService('gateway', gateway, 'ignore'));
    await waitForUrl(`${gatewayUrl}/healthz`, 'The gateway');
  } catch (failure) {
    stop();
    throw failure;
  }
  return { providerUrl, gatewayUrl, stop };
}

/** A seeded scholar's session token, signed in straight at the provider. */
export async function scholarToken(providerUrl: string): Promise<string> {
  const login = await fetch(`${providerUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SEED_STUDENTS[0].email, password: DEV_STUDENT_PASSWORD }),
  });
  const { loginResponseDTO } = (await login.json()) as { loginResponseDTO: { token: string } };
  return loginResponseDTO.token;
}
