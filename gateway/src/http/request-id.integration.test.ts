import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, json, startPeer, type Peer } from '../testing/peer.js';
import { ME, startGateway, startProvider } from '../testing/stack.js';

// The request id: made (or accepted) at the gateway, sent to the provider, answered in a header and in errors.
let peer: Peer;
let gateway: FastifyInstance;
beforeAll(async () => {
  peer = await startPeer();
  gateway = await startGateway(peer.url);
});
afterAll(async () => {
  await gateway?.close();
  await peer?.close();
});

const query = (headers: Record<string, string> = {}) =>
  gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: 'Bearer t', ...headers },
    payload: { query: ME },
  });

describe('request ids', () => {
  it("a proxy's safe id is kept: sent to the provider, answered in X-Request-Id and in the error", async () => {
    peer.received.length = 0;
    peer.answer((_request, response) => response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Oops</h1>'));
    const answer = await query({ 'x-request-id': 'edge-7f3a9c21' });
    expect(answer.headers['x-request-id']).toBe('edge-7f3a9c21');
    expect(peer.received[0]?.headers['x-request-id']).toBe('edge-7f3a9c21');
    expect(answer.json().errors[0].extensions).toMatchObject({ requestId: 'edge-7f3a9c21' });
  });

  it.each(['short', '<script>alert(1)</script>', 'a'.repeat(65), ''])(
    'an unsafe id (%j) is replaced by a new one, used throughout',
    async (given) => {
      peer.received.length = 0;
      peer.answer((_request, response) => json(response, 200, { id: 1, name: 'Amina', email: 'a@b.co', role: 'STUDENT' }));
      const answer = await query({ 'x-request-id': given });
      const id = answer.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(peer.received[0]?.headers['x-request-id']).toBe(id);
    },
  );

  it('every answer carries one, different per request', async () => {
    const [a, b] = await Promise.all([gateway.inject({ url: '/healthz' }), gateway.inject({ url: '/healthz' })]);
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('one failing request, followed through both logs', () => {
  it("the id in the GraphQL error is in the gateway's log line and the provider's", async () => {
    const gatewayLog: Record<string, unknown>[] = [];
    const providerLog: Record<string, unknown>[] = [];
    const collect = (lines: Record<string, unknown>[]) => ({ write: (line: string) => void lines.push(JSON.parse(line)) });
    const provider = await startProvider({ logger: 'info', logStream: collect(providerLog) });
    const real = await startGateway(provider.url, { logger: 'info', logStream: collect(gatewayLog) });
    try {
      // A token the provider refuses: the call fails there, the client gets the portal's message.
      const answer = await real.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-token' },
        payload: { query: ME },
      });
      const [error] = answer.json().errors;
      const id = answer.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(error).toMatchObject({
        message: 'Your session has expired. Please sign in again.',
        extensions: { code: 'UNAUTHENTICATED', requestId: id },
      });
      expect(gatewayLog).toContainEqual(expect.objectContaining({ requestId: id, method: 'POST', url: '/graphql', status: 200 }));
      expect(providerLog).toContainEqual(expect.objectContaining({ requestId: id, method: 'GET', url: '/api/profile', status: 401 }));
    } finally {
      await real.close();
      await provider.close();
    }
  });
});

describe('calls outside a GraphQL operation carry the id too', () => {
  it('the readiness probe', async () => {
    peer.received.length = 0;
    peer.answer((_request, response) => json(response, 200, { status: 'ok' }));
    const answer = await gateway.inject({ url: '/readyz', headers: { 'x-request-id': 'probe-7f3a9c21' } });
    expect(answer.statusCode).toBe(200);
    expect(peer.received[0]?.headers['x-request-id']).toBe('probe-7f3a9c21');
  });

  it('the administrator check before an operation that is not in the manifest', async () => {
    const strict = await startGateway(peer.url, { persistedDocumentsOnly: true });
    try {
      peer.received.length = 0;
      peer.answer((_request, response) => json(response, 200, { id: 1, name: 'Amina', email: 'a@b.co', role: 'STUDENT' }));
      const answer = await strict.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: 'Bearer t', 'x-request-id': 'check-7f3a9c21' },
        payload: { query: ME },
      });
      expect(answer.statusCode).toBe(403);
      expect(peer.received[0]?.headers['x-request-id']).toBe('check-7f3a9c21');
    } finally {
      await strict.close();
    }
  });
});

describe('an unexpected error', () => {
  it('is hidden from the browser and logged in full on a line with the request id the browser got', async () => {
    const lines: Record<string, unknown>[] = [];
    const logged = await startGateway(peer.url, {
      logger: 'info',
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    try {
      // A profile of null breaks the schema's promise: a bug, not the user's doing.
      peer.answer((_request, response) => json(response, 200, null));
      const answer = await logged.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
        payload: { query: ME },
      });
      const id = answer.headers['x-request-id'];
      expect(answer.json().errors[0]).toMatchObject({
        message: 'Something went wrong',
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: id },
      });
      expect(lines).toContainEqual(
        expect.objectContaining({
          requestId: id,
          level: 50,
          msg: 'unexpected GraphQL error',
          err: expect.objectContaining({ message: expect.any(String) }),
        }),
      );
    } finally {
      await logged.close();
    }
  });
});

describe('a provider that cannot be reached', () => {
  it.each([
    ['a GraphQL operation', { method: 'POST' as const, url: '/graphql', payload: { query: ME } }, (body: any) => body.errors[0].extensions],
    ['a result file download', { method: 'GET' as const, url: '/files/results/a.pdf' }, (body: any) => body.error],
  ])('%s: a warning with the reason on a line with the request id the browser got', async (_name, request, errorOf) => {
    const lines: Record<string, unknown>[] = [];
    const logged = await startGateway(await closedPortUrl(), {
      logger: 'info',
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    try {
      const answer = await logged.inject({ ...request, headers: { 'content-type': 'application/json', authorization: 'Bearer t' } });
      const id = answer.headers['x-request-id'];
      expect(errorOf(answer.json())).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', requestId: id });
      expect(lines).toContainEqual(
        expect.objectContaining({
          requestId: id,
          level: 40,
          msg: 'provider unavailable',
          err: expect.objectContaining({ message: expect.stringMatching(/^The provider could not be reached: connect ECONNREFUSED/) }),
        }),
      );
    } finally {
      await logged.close();
    }
  });
});
