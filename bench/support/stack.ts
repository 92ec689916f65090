// The portal as deployed on one machine, for the benchmarks: the provider (in-memory PGlite, seeded) and the
// gateway (serving the built web app) each in their own process, logging only warnings, on free loopback ports.
// The gateway runs as in production, its compiled JavaScript (run `pnpm build` first); the provider as in
// development, the only way it seeds the demo data the benchmarks read.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider/seed';
import { freePort } from '../../scripts/free-port.ts';
import { spawnService, waitForUrl } from '../../scripts/services.mjs';

export interface Stack {
  providerUrl: string;
  gatewayUrl: string;
  /** Each service's process now: resident memory (VmRSS) in MB and CPU time used so far in seconds. */
  usage: () => { provider: Usage; gateway: Usage };
  stop: () => void;
}

export interface Usage {
  rssMb: number;
  cpuSeconds: number;
}

/** A process's resident set and CPU time (user and system), from /proc (Linux). */
export function usageOf(pid: number | undefined): Usage {
  const kB = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  // Fields 14 and 15 of stat, in clock ticks (100 a second on Linux); the name before them may hold spaces.
  const [utime, stime] = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ').slice(11, 13).map(Number);
  return { rssMb: Number(kB) / 1024, cpuSeconds: (utime! + stime!) / 100 };
}

/** The gateway as deployed, but with its rate limits lifted and raw GraphQL allowed (the benchmarks send both). */
export function gatewayEnvironment(port: number, providerUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PERSISTED_DOCUMENTS: 'off',
    RATE_LIMIT_MAX: '100000000',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PROVIDER_URL: providerUrl,
  };
}

/**
 * Starts both services: the provider on in-memory PGlite, or on the PostgreSQL database `databaseUrl` names; the
 * gateway with its rate limits lifted for load.
 */
export async function startStack(databaseUrl = ''): Promise<Stack> {
  const [providerPort, gatewayPort] = [await freePort(), await freePort()];
  const providerUrl = `http://127.0.0.1:${providerPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const services: ChildProcess[] = [];
  const stop = () => services.forEach((service) => service.kill('SIGTERM'));
  try {
    services.push(
      spawnService(
        'provider',
        { LOG_LEVEL: 'warn', HOST: '127.0.0.1', PROVIDER_PORT: String(providerPort), DATA_DIR: 'memory://', DATABASE_URL: databaseUrl },
        'ignore',
      ),
    );
    await waitForUrl(`${providerUrl}/api/health`, 'The provider');
    services.push(spawnService('gateway', gatewayEnvironment(gatewayPort, providerUrl), 'ignore'));
    await waitForUrl(`${gatewayUrl}/healthz`, 'The gateway');
  } catch (failure) {
    stop();
    throw failure;
  }
  const [provider, gateway] = services.map((service) => service.pid);
  return { providerUrl, gatewayUrl, usage: () => ({ provider: usageOf(provider), gateway: usageOf(gateway) }), stop };
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
