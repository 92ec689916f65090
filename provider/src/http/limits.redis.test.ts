import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '../app.js';
import { startProvider } from '../testing/http.js';
import { LIMITS } from './rate-limits.js';

// Fresh e-mails per run: Redis keeps its counts between runs for their window.
const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}@students.example`;
const failLogin = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password-1' } });
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
      replicas = await Promise.all([1, 2].map(() => startProvider({ redisUrl })));
    });
    afterAll(() => Promise.all(replicas.map((replica) => replica.close())));

    it('count failed sign-ins of one e-mail across replicas', async () => {
      const email = unique('guess');
      for (let i = 0; i < LIMITS.login.max; i++) expect((await failLogin(replicas[i % 2]!, email)).statusCode).toBe(401);
      expect((await failLogin(replicas[0]!, email)).statusCode).toBe(429);
      expect((await failLogin(replicas[1]!, email)).statusCode).toBe(429);
      expect((await failLogin(replicas[1]!, unique('other'))).statusCode).toBe(401);
    });

    it('judge no more than the limit of a burst of guesses sent to both replicas at once', async () => {
      const email = unique('burst');
      const statuses = (await Promise.all(Array.from({ length: 3 * LIMITS.login.max }, (_, i) => failLogin(replicas[i % 2]!, email)))).map(
        (answer) => answer.statusCode,
      );
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
