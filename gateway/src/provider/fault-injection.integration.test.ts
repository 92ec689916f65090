import { createServer, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider';
import { freePort } from '../../../scripts/free-port.js';
import { forward } from '../testing/recorder.js';
import { gql, signIn, startGateway, startProvider, type Running } from '../testing/stack.js';

// The gateway under load in front of a provider that fails in every way a network and a server can:
// it never crashes, every client gets a clear GraphQL error with the portal's message, and it recovers
// within seconds once the provider is back. Bounds are generous deadlines, never exact timings.
const TIMEOUT_MS = 500;
const COOL_DOWN_MS = 200;
const CONCURRENT = 30;
const ROUNDS = 3;
const ME = `{ me { id name } }`;

const NETWORK = 'The service is unreachable right now. Please try again later.';
const INVALID = 'The server returned an invalid response. Please try again later.';
const LOAD_FAILED = 'Failed to load your profile';

type Mode = 'normal' | 'slow' | 'error' | 'garbage' | 'reset' | 'down';

/**
 * A stand-in in front of the real provider, on a fixed port: passes calls through, or fails them in the
 * chosen way, or is taken down and brought back. The port is one no other test's server can be given while
 * the stand-in is down (see freePort).
 */
class StandIn {
  mode: Mode = 'normal';
  target = '';
  received = 0;
  private readonly held = new Set<ServerResponse>();
  private server: Server | undefined;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      this.received += 1;
      // The mode when the call arrived decides its fate, even if the test switches meanwhile.
      const mode = this.mode;
      if (mode === 'normal' || mode === 'down') return void forward(request, response, this.target);
      request.resume();
      request.on('end', () => this.fail(response, mode));
    });
    this.port ||= await freePort();
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    for (const response of this.held) response.destroy();
    this.held.clear();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  private fail(response: ServerResponse, mode: Exclude<Mode, 'normal' | 'down'>): void {
    if (mode === 'slow') return void this.held.add(response);
    if (mode === 'error') return void response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>');
    if (mode === 'garbage') return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"id": 7, "na');
    response.socket?.destroy();
  }
}

const standIn = new StandIn();
let provider: Running;
let gateway: FastifyInstance;
let token: string;
const crashes: unknown[] = [];
const recordCrash = (error: unknown) => crashes.push(error);

beforeAll(async () => {
  process.on('unhandledRejection', recordCrash);
  process.on('uncaughtException', recordCrash);
  provider = await startProvider();
  standIn.target = provider.url;
  await standIn.start();
  gateway = await startGateway(`http://127.0.0.1:${standIn.port}`, {
    providerTimeoutMs: TIMEOUT_MS,
    providerBreaker: { failureThreshold: 5, coolDownMs: COOL_DOWN_MS },
  });
  // Signed in straight at the provider, through a gateway with the default limit: no short timeout to race.
  const signer = await startGateway(provider.url);
  token = await signIn(signer, SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD);
  await signer.close();
});

afterAll(async () => {
  await gateway?.close();
  await standIn.stop();
  await provider?.close();
  process.off('unhandledRejection', recordCrash);
  process.off('uncaughtException', recordCrash);
});

async function burst() {
  return Promise.all(Array.from({ length: CONCURRENT }, () => gql(gateway, ME, {}, token)));
}

async function recovers(): Promise<number> {
  const started = Date.now();
  for (;;) {
    const answer = await gql(gateway, ME, {}, token);
    if (answer.data?.me) return Date.now() - started;
    if (Date.now() - started > 10_000) throw new Error(`still failing after 10 s: ${JSON.stringify(answer.errors)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a provider that fails under load', () => {
  it.each<[Mode, string, string]>([
    ['slow', NETWORK, 'UPSTREAM_UNAVAILABLE'],
    ['error', LOAD_FAILED, 'INTERNAL_SERVER_ERROR'],
    ['garbage', INVALID, 'UPSTREAM_UNAVAILABLE'],
    ['reset', NETWORK, 'UPSTREAM_UNAVAILABLE'],
    ['down', NETWORK, 'UPSTREAM_UNAVAILABLE'],
  ])('%s: clear errors to every client, no crash, and recovery within seconds', async (mode, message, code) => {
    if (mode === 'down') await standIn.stop();
    else standIn.mode = mode;

    for (let round = 0; round < ROUNDS; round++) {
      for (const answer of await burst()) {
        // A GraphQL answer the page can show, never the server's own 500.
        expect(answer.status).toBe(200);
        expect(answer.data?.me ?? null).toBeNull();
        const [error] = answer.errors ?? [];
        expect(error?.extensions?.requestId).toEqual(expect.any(String));
        // Its own failure, or (once the circuit has opened) the provider taken as unreachable.
        expect([message, NETWORK]).toContain(error?.message);
        expect([code, 'UPSTREAM_UNAVAILABLE']).toContain(error?.extensions?.code);
        expect(JSON.stringify(answer)).not.toMatch(/stack|at .*\.ts:\d+/);
      }
      expect((await gateway.inject({ url: '/healthz' })).statusCode).toBe(200);
    }

    if (mode === 'down') await standIn.start();
    standIn.mode = 'normal';
    expect(await recovers()).toBeLessThan(10_000);
    expect(crashes).toEqual([]);
  });

  it('an open circuit fails fast: calls stop reaching the provider until the cool-down ends', async () => {
    // A cool-down longer than the test: no trial call can start while it runs.
    const patient = await startGateway(`http://127.0.0.1:${standIn.port}`, {
      providerTimeoutMs: TIMEOUT_MS,
      providerBreaker: { failureThreshold: 5, coolDownMs: 60_000 },
    });
    try {
      standIn.mode = 'slow';
      for (let i = 0; i < 5; i++) await gql(patient, ME, {}, token);
      const before = standIn.received;
      const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => gql(patient, ME, {}, token)));
      expect(answers.map((answer) => answer.errors?.[0]?.message)).toEqual(Array(CONCURRENT).fill(NETWORK));
      expect(standIn.received).toBe(before);
    } finally {
      standIn.mode = 'normal';
      await patient.close();
    }
  });
});
