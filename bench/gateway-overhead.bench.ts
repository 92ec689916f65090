// What the gateway costs (issue 14), loopback only, each service in its own process:
//   (1) the same read, the caller's profile, straight from the provider (GET /api/profile) and through the
//       gateway ({ me { ... } }), side by side at 1 and at 10 calls in flight: what the gateway adds at p50 and p99;
//   (2) the gateway alone, over an upstream that answers a fixed profile at once (no database behind it): one-call
//       queries per second with 10 in flight, and per core: queries per second of the gateway's own CPU time (it is
//       one Node process, but it shares this machine's cores with the load generator and the upstream).
// Env: BENCH_SECONDS (default 5 per measurement).
import { spawn, type ChildProcess } from 'node:child_process';
import { Pool } from 'undici';
import { spawnService, waitForUrl } from '../scripts/services.mjs';
import { measure, ok, row, type Figures } from './support/measure.ts';
import { freePort } from '../scripts/free-port.ts';
import { gatewayEnvironment, scholarToken, startStack, usageOf } from './support/stack.ts';
import { summarise } from './support/summary.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ME = JSON.stringify({ query: '{ me { id name email role enrollmentStatus batchNumber universityName } }' });

export interface Overhead {
  inFlight: number;
  provider: Figures;
  gateway: Figures;
}

async function sideBySide(providerUrl: string, gatewayUrl: string, token: string, inFlight: number): Promise<Overhead> {
  const authorization = `Bearer ${token}`;
  const toProvider = new Pool(providerUrl, { connections: inFlight });
  const toGateway = new Pool(gatewayUrl, { connections: inFlight });
  const direct = () => ok(toProvider.request({ path: '/api/profile', method: 'GET', headers: { authorization } }));
  const through = () =>
    ok(toGateway.request({ path: '/graphql', method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: ME }));
  try {
    for (let i = 0; i < 300; i++) await Promise.all([direct(), through()]);
    return {
      inFlight,
      provider: await measure(`provider GET /api/profile, ${inFlight} in flight`, direct, SECONDS, inFlight),
      gateway: await measure(`gateway { me }, ${inFlight} in flight`, through, SECONDS, inFlight),
    };
  } finally {
    await Promise.all([toProvider.close(), toGateway.close()]);
  }
}

// An upstream that costs nothing: the same profile, at once, for every call.
const FIXED_UPSTREAM = `
const profile = JSON.stringify(${JSON.stringify({ id: 'u-1', name: 'Amina Juma', email: 'amina@example.org', role: 'Student', enrollmentStatus: 'Active', batchNo: 1, universityName: 'University of Dar es Salaam' })});
require('node:http').createServer((request, response) => {
  request.resume();
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(profile) }).end(profile);
}).listen(Number(process.env.PORT), '127.0.0.1');`;

/** The gateway alone: its throughput, and per core (its queries per second of its own CPU time, from /proc). */
async function gatewayAlone(inFlight: number): Promise<{ figures: Figures; perCore: number; cores: number }> {
  const [upstreamPort, gatewayPort] = [await freePort(), await freePort()];
  const upstream = spawn(process.execPath, ['-e', FIXED_UPSTREAM], {
    env: { ...process.env, PORT: String(upstreamPort) },
    stdio: 'ignore',
  });
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const gateway: ChildProcess = spawnService('gateway', gatewayEnvironment(gatewayPort, `http://127.0.0.1:${upstreamPort}`), 'ignore');
  const pool = new Pool(gatewayUrl, { connections: inFlight });
  try {
    await waitForUrl(`${gatewayUrl}/healthz`, 'The gateway');
    const query = () =>
      ok(
        pool.request({
          path: '/graphql',
          method: 'POST',
          headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
          body: ME,
        }),
      );
    for (let i = 0; i < 1000; i++) await query();
    const before = usageOf(gateway.pid).cpuSeconds;
    const figures = await measure(`gateway { me } over a fixed upstream, ${inFlight} in flight`, query, SECONDS, inFlight);
    const cpuSeconds = usageOf(gateway.pid).cpuSeconds - before;
    return { figures, perCore: figures.loads / cpuSeconds, cores: cpuSeconds / SECONDS };
  } finally {
    await pool.close();
    gateway.kill('SIGTERM');
    upstream.kill('SIGTERM');
  }
}

export async function measureGatewayOverhead() {
  const stack = await startStack();
  try {
    const token = await scholarToken(stack.providerUrl);
    const overheads = [
      await sideBySide(stack.providerUrl, stack.gatewayUrl, token, 1),
      await sideBySide(stack.providerUrl, stack.gatewayUrl, token, 10),
    ];
    return { overheads, alone: await gatewayAlone(10) };
  } finally {
    stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { overheads, alone } = await measureGatewayOverhead();
  console.log(`The same read straight from the provider and through the gateway, ${SECONDS} s each, loopback.\n`);
  for (const { inFlight, provider, gateway } of overheads) {
    console.log(row(provider));
    console.log(row(gateway));
    console.log(
      `  added by the gateway at ${inFlight} in flight: p50 ${(gateway.p50 - provider.p50).toFixed(2)} ms, p99 ${(gateway.p99 - provider.p99).toFixed(2)} ms (goal: under 0.3 and 2 ms)\n`,
    );
  }
  console.log(row(alone.figures));
  console.log(`  the gateway used ${alone.cores.toFixed(2)} of a core: ${alone.perCore.toFixed(0)} queries per second of its CPU time\n`);
  summarise([
    ...overheads.map(({ inFlight, provider, gateway }) => {
      const [p50, p99] = [gateway.p50 - provider.p50, gateway.p99 - provider.p99];
      return {
        benchmark: 'gateway-overhead',
        figure: `added to a profile read, ${inFlight} in flight`,
        value: `p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`,
        goal: 'p50 under 0.3 ms, p99 under 2 ms',
        met: p50 < 0.3 && p99 < 2,
      };
    }),
    {
      benchmark: 'gateway-overhead',
      figure: 'the gateway alone over a fixed upstream, per core',
      value: `${alone.perCore.toFixed(0)}/s per core (${alone.figures.perSecond.toFixed(0)}/s on ${alone.cores.toFixed(2)} of a core)`,
      goal: 'at least 5000/s per core',
      met: alone.perCore >= 5000,
    },
  ]);
}
