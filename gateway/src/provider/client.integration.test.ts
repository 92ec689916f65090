import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedPortUrl, json, startPeer, type Peer, type PeerHandler } from '../testing/peer.js';
import { LOGIN, ME, gql, onlyError, startGateway } from '../testing/stack.js';
import { ProviderClient } from './client.js';
import { ProviderNetworkError } from './errors.js';

// The gateway against providers that misbehave: garbage, empty, slow or absent answers.
let peer: Peer;
let gateway: FastifyInstance;

beforeAll(async () => {
  peer = await startPeer();
  // No short timeout to race: on a busy machine a peer that answers at once can still take a while to be heard.
  gateway = await startGateway(peer.url, { providerTimeoutMs: 30_000 });
});

afterAll(async () => {
  await gateway?.close();
  await peer?.close();
});

beforeEach(() => {
  peer.received.length = 0;
});

const profile = { id: 5, name: 'Amina Juma', email: 'amina@students.example', role: 'student' };

describe('what the gateway sends', () => {
  it('forwards the caller’s bearer token with the JSON and tunnel headers', async () => {
    peer.answer((_request, response) => json(response, 200, profile));
    await gql(gateway, ME, {}, 'caller-token');
    expect(peer.received).toMatchObject([
      {
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: 'Bearer caller-token', accept: 'application/json', 'ngrok-skip-browser-warning': 'true' },
      },
    ]);
    expect(peer.received[0]?.headers['content-type']).toBeUndefined();
  });

  it.each([
    ['login', `mutation { login(email: "a@b.co", password: "x") { ... on AuthPayload { token } } }`, '/api/auth/login'],
    ['startSignup', `mutation { startSignup(email: "a@b.co") { ok } }`, '/api/auth/signup/initial'],
    ['verifyEmail', `mutation { verifyEmail(email: "a@b.co", code: "123456") { ok } }`, '/api/auth/signup/initial'],
    ['setPassword', `mutation { setPassword(email: "a@b.co", password: "Secret!234") { ok } }`, '/api/auth/signup/set-password'],
    ['requestPasswordReset', `mutation { requestPasswordReset(email: "a@b.co") { ok } }`, '/api/auth/password-reset/code'],
    ['resetPassword', `mutation { resetPassword(email: "a@b.co", newPassword: "Secret!234") { ok } }`, '/api/api/auth/reset-password'],
  ])('never sends the bearer token with %s', async (_name, mutation, url) => {
    peer.answer((_request, response) => json(response, 200, { message: 'fine' }));
    await gql(gateway, mutation, {}, 'stale-token');
    expect(peer.received.map((r) => [r.method, r.url, r.headers.authorization, r.headers['content-type']])).toEqual([
      ['POST', url, undefined, 'application/json'],
    ]);
  });

  it('sends the sign-up form with confirmPassword defaulted and an empty token', async () => {
    peer.answer((_request, response) => json(response, 200, {}));
    await gql(gateway, `mutation { startSignup(email: "a@b.co", password: "Secret!234") { ok } }`);
    expect(peer.received.map((r) => JSON.parse(r.body))).toEqual([
      { email: 'a@b.co', password: 'Secret!234', confirmPassword: 'Secret!234', token: '' },
    ]);
  });

  it('reads a resource at most once per GraphQL request, and again after a write', async () => {
    peer.answer((request, response) => json(response, 200, request.method === 'GET' ? profile : { message: 'Saved' }));
    await gql(gateway, `{ a: me { id } b: me { name email } }`, {}, 't');
    expect(peer.received.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/profile']);

    peer.received.length = 0;
    const update = await gql(gateway, `mutation { updateProfile(input: { name: "Amina J." }) { name } }`, {}, 't');
    expect(update.errors).toBeUndefined();
    expect(peer.received.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/profile', 'PUT /api/profile/info', 'GET /api/profile']);
    const [, put] = peer.received;
    assert.ok(put);
    expect(JSON.parse(put.body)).toMatchObject({
      name: 'Amina J.',
      email: 'amina@students.example',
      batchNo: 0,
      enrollmentStatus: 'Active',
    });
  });
});

describe('answers the provider should not give', () => {
  it('a body that is not JSON: the spec’s invalid-response message', async () => {
    peer.answer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Tunnel warning</html>'));
    expect(onlyError(await gql(gateway, ME, {}, 't'))).toEqual({
      message: 'The server returned an invalid response. Please try again later.',
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  it('an empty JSON body counts as {}', async () => {
    peer.answer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end());
    const logout = await gql(gateway, `mutation { logout { ok message } }`, {}, 't');
    expect(logout.data?.logout).toEqual({ ok: true, message: 'Signed out' });
    // An empty login answer is an object with neither shape of docs/behaviour.md §3.
    expect(onlyError(await gql(gateway, LOGIN, { email: 'a@b.co', password: 'x' }))).toEqual({
      message: 'Invalid response format from server',
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  it('a login answer without a token', async () => {
    peer.answer((_request, response) => json(response, 200, { loginResponseDTO: { ...profile, token: null } }));
    expect(onlyError(await gql(gateway, LOGIN, { email: 'a@b.co', password: 'x' }))).toEqual({
      message: 'No authentication token received from server',
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  it('the other login shape, {token, user}', async () => {
    peer.answer((_request, response) => json(response, 200, { token: 'tok', user: { ...profile, role: 'Admin' } }));
    const login = await gql(gateway, LOGIN, { email: 'a@b.co', password: 'x' });
    expect(login.data?.login).toEqual({
      __typename: 'AuthPayload',
      token: 'tok',
      user: { id: '5', name: 'Amina Juma', email: 'amina@students.example', role: 'ADMIN' },
    });
  });

  it('an error page without a message falls back to the portal’s default', async () => {
    peer.answer((_request, response) => response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Oops</h1>'));
    expect(onlyError(await gql(gateway, LOGIN, { email: 'a@b.co', password: 'x' }))).toEqual({
      message: 'An error occurred during login',
      code: 'BAD_USER_INPUT',
    });
    const change = await gql(
      gateway,
      `mutation { changePassword(input: { email: "a@b.co", currentPassword: "Old!23456", newPassword: "New!234567" }) { ok } }`,
      {},
      't',
    );
    expect(onlyError(change)).toEqual({ message: 'Server error occurred', code: 'INTERNAL_SERVER_ERROR' });
  });

  it('a login rate limit is RATE_LIMITED with the provider’s words', async () => {
    peer.answer((_request, response) => json(response, 429, { message: 'Too many attempts. Please try again later' }));
    expect(onlyError(await gql(gateway, LOGIN, { email: 'a@b.co', password: 'x' }))).toEqual({
      message: 'Too many attempts. Please try again later',
      code: 'RATE_LIMITED',
    });
  });

  it('a provider that never answers times out as UPSTREAM_UNAVAILABLE', async () => {
    const impatient = await startGateway(peer.url, { providerTimeoutMs: 300 });
    try {
      // The request is held until the peer closes: only the gateway's own timeout can end the call.
      peer.answer(() => {});
      expect(onlyError(await gql(impatient, ME, {}, 't'))).toEqual({
        message: 'The service is unreachable right now. Please try again later.',
        code: 'UPSTREAM_UNAVAILABLE',
      });
    } finally {
      await impatient.close();
    }
  });

  it('an unexpected failure is hidden: no stack trace, no internals', async () => {
    peer.answer((_request, response) => json(response, 200, null));
    const answer = await gql(gateway, ME, {}, 't');
    expect(onlyError(answer)).toEqual({ message: 'Something went wrong', code: 'INTERNAL_SERVER_ERROR' });
    expect(answer.raw).not.toMatch(/stacktrace|at .*\.(ts|js)|non-nullable/i);
  });
});

describe('a provider that is down', () => {
  let down: FastifyInstance;

  beforeAll(async () => {
    down = await startGateway(await closedPortUrl());
  });

  afterAll(() => down?.close());

  it('is alive but not ready', async () => {
    expect((await down.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await down.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
  });

  it.each([
    ['me', ME, 'The service is unreachable right now. Please try again later.'],
    ['login', `mutation { login(email: "a@b.co", password: "x") { ... on AuthPayload { token } } }`, 'An error occurred during login'],
    ['verifyEmail', `mutation { verifyEmail(email: "a@b.co", code: "1") { ok } }`, 'An error occurred during verification'],
    [
      'resetPassword',
      `mutation { resetPassword(email: "a@b.co", newPassword: "Secret!234") { ok } }`,
      'Network error occurred. Please try again.',
    ],
  ])('%s is UPSTREAM_UNAVAILABLE', async (_name, query, message) => {
    expect(onlyError(await gql(down, query, {}, 't'))).toEqual({ message, code: 'UPSTREAM_UNAVAILABLE' });
  });

  it('logout still answers, reporting that the provider did not confirm', async () => {
    const answer = await gql(down, `mutation { logout { ok message } }`, {}, 't');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.logout.ok).toBe(false);
  });
});

describe('the client’s time limit', () => {
  const failureOf = (call: Promise<unknown>) =>
    call.then(
      () => assert.fail('the call succeeded'),
      (error: unknown) => error,
    );

  it('covers the whole exchange: an answer whose body never ends fails as a timeout', async () => {
    const client = new ProviderClient({ providerUrl: peer.url, timeoutMs: 200 });
    try {
      peer.answer((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('[');
      });
      const failure = await failureOf(client.call({ method: 'GET', path: '/profile' }));
      expect(failure).toBeInstanceOf(ProviderNetworkError);
      expect((failure as ProviderNetworkError).kind).toBe('timeout');
    } finally {
      await client.close();
    }
  });

  it('tells a provider that cannot be reached from one that is slow', async () => {
    const client = new ProviderClient({ providerUrl: await closedPortUrl() });
    try {
      const failure = await failureOf(client.call({ method: 'GET', path: '/profile' }));
      expect((failure as ProviderNetworkError).kind).toBe('unreachable');
    } finally {
      await client.close();
    }
  });
});

describe('the client’s circuit', () => {
  const answers: Record<string, PeerHandler> = {
    '503 from a proxy': (_request, response) =>
      response.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>'),
    'invalid JSON': (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"id": 7, "na'),
    'a 500': (_request, response) => json(response, 500, { message: 'Something broke' }),
    'a 404': (_request, response) => json(response, 404, { message: 'Not found' }),
  };
  const ask = {
    call: (client: ProviderClient) => client.call({ method: 'GET', path: '/profile' }),
    exchange: async (client: ProviderClient) => (await client.exchange({ method: 'GET', path: '/results/download/a.pdf' })).body.text(),
  };

  it.each<[keyof typeof ask, string, 'opens' | 'stays closed']>([
    ['call', '503 from a proxy', 'opens'],
    ['call', 'invalid JSON', 'opens'],
    ['call', 'a 500', 'stays closed'],
    ['call', 'a 404', 'stays closed'],
    ['exchange', '503 from a proxy', 'opens'],
    ['exchange', 'a 500', 'stays closed'],
  ])('%s answered with %s twice: the circuit %s', async (method, answer, circuit) => {
    const client = new ProviderClient({ providerUrl: peer.url, breaker: { failureThreshold: 2, coolDownMs: 60_000 } });
    try {
      peer.answer(answers[answer]!);
      for (let i = 0; i < 3; i++) await ask[method](client).catch(() => undefined);
      expect(peer.received).toHaveLength(circuit === 'opens' ? 2 : 3);
    } finally {
      await client.close();
    }
  });
});
