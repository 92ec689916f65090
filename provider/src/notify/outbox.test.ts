import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '../app.js';
import { call, startProvider } from '../testing/http.js';

// Production mode: no dev outbox and no demo accounts with known passwords.
let app: FastifyInstance;
beforeAll(async () => {
  app = await startProvider({ production: true, seedAdmin: { email: 'root@foundation.example', password: 'Prod!Admin2026' } });
});
afterAll(() => app.close());

describe('production mode', () => {
  it('hides GET /api/dev/outbox (404)', async () => {
    expect((await call(app, 'GET', '/api/dev/outbox?email=root@foundation.example')).status).toBe(404);
  });

  it('seeds the configured admin only, not the demo students', async () => {
    const admin = await call<{ loginResponseDTO: { role: string } }>(app, 'POST', '/api/auth/login', {
      body: { email: 'root@foundation.example', password: 'Prod!Admin2026' },
    });
    expect(admin.body.loginResponseDTO.role).toBe('ADMIN');
    expect(
      (await call(app, 'POST', '/api/auth/login', { body: { email: SEED_STUDENTS[0].email, password: DEV_STUDENT_PASSWORD } })).status,
    ).toBe(401);
  });

  it('still sends codes (to the outbox table) without exposing them', async () => {
    expect((await call(app, 'POST', '/api/auth/password-reset/code', { body: { email: 'root@foundation.example' } })).status).toBe(200);
  });
});
