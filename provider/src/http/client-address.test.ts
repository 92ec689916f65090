import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STUDENTS } from '../app.js';
import { startProvider } from '../testing/http.js';
import { LIMITS } from './rate-limits.js';

// Whose address a limit counts. Injected requests come from 127.0.0.1: a caller inside the network.
const failLogin = (app: FastifyInstance, email: string, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password: 'wrong-password-1' },
  });

async function statusesOf(app: FastifyInstance, email: string, attempts: number) {
  const statuses: number[] = [];
  for (let n = 0; n < attempts; n++) statuses.push((await failLogin(app, email, `198.51.100.${n}`)).statusCode);
  return statuses;
}

describe('a caller that reaches the provider directly (no proxy configured)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startProvider();
  });
  afterAll(() => app.close());

  it('cannot choose its own address with X-Forwarded-For: its guesses are limited as one client', async () => {
    const statuses = await statusesOf(app, SEED_STUDENTS[0].email, LIMITS.login.max + 1);
    expect(statuses.slice(0, LIMITS.login.max).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('behind the gateway (its address configured as the proxy)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startProvider({ trustProxy: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('counts each browser address apart: one address refused leaves the others judged', async () => {
    const { email } = SEED_STUDENTS[1];
    const statuses = [];
    for (let n = 0; n <= LIMITS.login.max; n++) statuses.push((await failLogin(app, email, '198.51.100.1')).statusCode);
    expect(statuses).toEqual([...Array(LIMITS.login.max).fill(401), 429]);
    expect((await failLogin(app, email, '198.51.100.2')).statusCode).toBe(401);
  });
});

it('a hop count as PROVIDER_TRUST_PROXY stops the start instead of trusting any caller (or the address 0.0.0.1)', async () => {
  await expect(startProvider({ trustProxy: '1' })).rejects.toThrow(/PROVIDER_TRUST_PROXY must be a comma list/);
});
