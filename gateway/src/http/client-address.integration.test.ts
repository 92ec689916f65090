import { DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LOGIN, useStack } from '../testing/stack.js';

// The address the provider records (sessions, activity, its own sign-in limits) is the one the gateway
// resolved, never the browser's raw X-Forwarded-For: a client writing its own leftmost entry must not be
// able to put a made-up address in the account's history or get a fresh sign-in budget per request.
const FORGED = '1.2.3.4, 198.51.100.77';
const SESSIONS = '{ accountSessions { ip current } }';

async function post(gateway: FastifyInstance, payload: Record<string, unknown>, token?: string) {
  const answer = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': FORGED, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
  return answer.json();
}

async function recordedAddress(gateway: FastifyInstance, email: string): Promise<string> {
  const login = await post(gateway, { query: LOGIN, variables: { email, password: DEV_STUDENT_PASSWORD } });
  const { accountSessions } = (await post(gateway, { query: SESSIONS }, login.data.login.token)).data as {
    accountSessions: { ip: string; current: boolean }[];
  };
  return accountSessions.find((session) => session.current)!.ip;
}

describe('behind one trusted proxy', () => {
  const stack = useStack({ gateway: { trustProxy: 1 } });

  it('forwards the address the proxy saw, not what the client wrote before it', async () => {
    expect(await recordedAddress(stack.gateway, SEED_STUDENTS[0].email)).toBe('198.51.100.77');
  });
});

describe('with no proxy trusted', () => {
  const stack = useStack();

  it('forwards the connecting address and ignores X-Forwarded-For', async () => {
    expect(await recordedAddress(stack.gateway, SEED_STUDENTS[1].email)).toBe('127.0.0.1');
  });
});
