import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app.js';
import { RATE_LIMITED_MESSAGE, type RateLimitOptions } from './rate-limit.js';

// No provider is needed: `ping` and the health probe answer from the gateway itself.
const PING = { query: '{ ping }' };

// Behind one trusted proxy (the injected requests come from 127.0.0.1, standing for it), which appends
// the address it saw to whatever X-Forwarded-For the client sent.
function ping(gateway: FastifyInstance, forwardedFor = '203.0.113.7', url = '/graphql') {
  return gateway.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: PING,
  });
}

function gatewayWith(rateLimit: RateLimitOptions) {
  return buildGateway({ providerUrl: 'http://127.0.0.1:9', rateLimit, trustProxy: 1 });
}

describe('rate limit, counted by one replica', () => {
  let gateway: FastifyInstance;
  beforeAll(async () => {
    gateway = await gatewayWith({ max: 3, windowMs: 60_000 });
  });
  afterAll(() => gateway.close());

  it('answers 429 in GraphQL shape past the limit, per client address', async () => {
    for (let i = 0; i < 3; i++) expect((await ping(gateway)).statusCode).toBe(200);
    const limited = await ping(gateway);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0]).toMatchObject({ message: RATE_LIMITED_MESSAGE, extensions: { code: 'RATE_LIMITED' } });
    expect((await ping(gateway, '198.51.100.20')).statusCode).toBe(200);
  });

  it('counts the address the proxy saw, whatever a client writes before it in X-Forwarded-For', async () => {
    const forged = (n: number) => `1.2.3.${n}, 198.51.100.30`;
    for (let n = 0; n < 3; n++) expect((await ping(gateway, forged(n))).statusCode).toBe(200);
    expect((await ping(gateway, forged(3))).statusCode).toBe(429);
    expect((await ping(gateway, '1.2.3.99,198.51.100.30')).statusCode).toBe(429);
  });

  it('limits GraphQL however its path is spelled: encoded, cased, with a query or a slash', async () => {
    const client = '198.51.100.40';
    for (let i = 0; i < 3; i++) expect((await ping(gateway, client)).statusCode).toBe(200);
    for (const url of [
      '/%67raphql',
      '/graphq%6c',
      '/%67%72%61%70%68%71%6C',
      '/graphql?x=1',
      '/graphql/',
      '/GRAPHQL',
      '/GraphQL',
      '//graphql',
      '/./graphql',
    ]) {
      const answer = await ping(gateway, client, url);
      // Either the limit holds, or the path does not reach GraphQL at all.
      expect([429, 404], `${url} answered ${answer.statusCode}`).toContain(answer.statusCode);
    }
  });

  it('never limits the health probes', async () => {
    for (let i = 0; i < 5; i++)
      expect((await gateway.inject({ url: '/healthz', headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(200);
  });
});

describe('rate limit with its Redis store down', () => {
  it('keeps serving rather than refusing everyone', async () => {
    // Port 9 (discard) has no Redis: every count fails and is skipped.
    const gateway = await gatewayWith({ max: 1, windowMs: 60_000, redisUrl: 'redis://127.0.0.1:9' });
    try {
      for (let i = 0; i < 3; i++) expect((await ping(gateway)).statusCode).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});

// Two replicas sharing one Redis, as docker-compose runs them; needs a Redis server (REDIS_URL).
const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  describe(`rate limit shared through Redis (${redisUrl})`, () => {
    let replicas: FastifyInstance[];
    beforeAll(async () => {
      replicas = await Promise.all([1, 2].map(() => gatewayWith({ max: 4, windowMs: 60_000, redisUrl })));
    });
    afterAll(() => Promise.all(replicas.map((replica) => replica.close())));

    it('counts a client across replicas', async () => {
      // A fresh address each run, so counts left in Redis by an earlier run never matter.
      const [a, b] = randomBytes(2);
      const client = `198.18.${a}.${b}`;
      const statuses: number[] = [];
      for (let round = 0; round < 3; round++) {
        for (const replica of replicas) statuses.push((await ping(replica, client)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    });
  });
}
