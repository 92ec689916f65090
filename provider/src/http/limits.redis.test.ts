import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '../app.js';
import { login, mailsTo, signUp, startProvider } from '../testing/http.js';
import { LIMITS } from './rate-limits.js';

// Fresh e-mails and browser addresses per run: Redis keeps its counts between runs for their window.
const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}@students.example`;
// A /64 of its own (limits count an IPv6 address by its /64).
const uniqueAddress = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
const signInFrom = (app: FastifyInstance, email: string, password: string, address?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: address ? { 'x-forwarded-for': address } : {},
    payload: { email, password },
  });
const failLogin = (app: FastifyInstance, email: string, address?: string) => signInFrom(app, email, 'wrong-password-1', address);
const askResetCode = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/password-reset/code', payload: { email } });

describe('provider limits with their Redis down', () => {
  it('keep serving rather than refusing everyone', async () => {
    // Port 9 (discard) has no Redis: every count fails and is skipped.
    const app = await startProvider({ redisUrl: 'redis://127.0.0.1:9' });
    try {
      const email = unique('down');
      for (let i = 0; i < LIMITS.login.max + 2; i++) expect((await failLogin(app, email)).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

// Two provider instances sharing one Redis, as replicas behind the gateways would; needs REDIS_URL.
const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  describe(`provider limits shared through Redis (${redisUrl})`, () => {
    let replicas: FastifyInstance[];
    beforeAll(async () => {
      // Behind the gateway, as in production: each request names its browser's address.
      replicas = await Promise.all([1, 2].map(() => startProvider({ redisUrl, trustProxy: '127.0.0.1' })));
    });
    afterAll(() => Promise.all(replicas.map((replica) => replica.close())));

    it('count failed sign-ins of one e-mail and address across replicas', async () => {
      const email = unique('guess');
      const address = uniqueAddress();
      for (let i = 0; i < LIMITS.login.max; i++) expect((await failLogin(replicas[i % 2]!, email, address)).statusCode).toBe(401);
      expect((await failLogin(replicas[0]!, email, address)).statusCode).toBe(429);
      expect((await failLogin(replicas[1]!, email, address)).statusCode).toBe(429);
      expect((await failLogin(replicas[1]!, unique('other'), address)).statusCode).toBe(401);
      expect((await failLogin(replicas[1]!, email, uniqueAddress())).statusCode).toBe(401);
    });

    it("count one address's failed sign-ins at any accounts across replicas", async () => {
      const address = uniqueAddress();
      const statuses = await Promise.all(
        Array.from({ length: LIMITS.loginPerAddress.max }, (_, i) => failLogin(replicas[i % 2]!, unique(`spray${i}`), address)),
      );
      expect(statuses.map((answer) => answer.statusCode)).toEqual(Array(LIMITS.loginPerAddress.max).fill(401));
      expect((await failLogin(replicas[0]!, unique('next'), address)).statusCode).toBe(429);
      expect((await failLogin(replicas[1]!, unique('next'), address)).statusCode).toBe(429);
    });

    it('let the owner sign in through guesses at their account spread over replicas and addresses, and e-mail them once', async () => {
      const email = unique('owner');
      const password = 'Owner!2026x';
      for (const replica of replicas) await signUp(replica, await login(replica, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD), email, password);
      const guessers = Array.from({ length: LIMITS.loginPerAccount.max / LIMITS.login.max + 1 }, uniqueAddress);
      for (const [n, address] of guessers.entries()) {
        for (let i = 0; i < LIMITS.login.max; i++) expect((await failLogin(replicas[(n + i) % 2]!, email, address)).statusCode).toBe(401);
      }
      for (const replica of replicas) expect((await signInFrom(replica, email, password, uniqueAddress())).statusCode).toBe(200);
      // Whichever replica counted the failure that reached the warning sent it; the other did not.
      const warnings = (await Promise.all(replicas.map((replica) => mailsTo(replica, email))))
        .flat()
        .filter((mail) => mail.subject.includes('trying to sign in'));
      expect(warnings).toHaveLength(1);
    });

    it('judge no more than the limit of a burst of guesses sent to both replicas at once', async () => {
      const email = unique('burst');
      const address = uniqueAddress();
      const statuses = (
        await Promise.all(Array.from({ length: 3 * LIMITS.login.max }, (_, i) => failLogin(replicas[i % 2]!, email, address)))
      ).map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.login.max);
      expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LIMITS.login.max);
    });

    it('do not count successful sign-ins', async () => {
      const { email } = SEED_STUDENTS[0];
      for (let i = 0; i < LIMITS.login.max + 2; i++) {
        const answer = await replicas[i % 2]!.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: DEV_STUDENT_PASSWORD },
        });
        expect(answer.statusCode).toBe(200);
      }
    });

    it('count reset-code requests of one e-mail across replicas', async () => {
      const email = unique('reset');
      for (let i = 0; i < LIMITS.resetCode.max; i++) expect((await askResetCode(replicas[i % 2]!, email)).statusCode).toBe(200);
      expect((await askResetCode(replicas[0]!, email)).statusCode).toBe(429);
      expect((await askResetCode(replicas[1]!, email)).statusCode).toBe(429);
    });
  });
}
