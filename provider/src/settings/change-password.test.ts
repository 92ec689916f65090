import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '../app.js';
import { call, login, startProvider } from '../testing/http.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startProvider();
});
afterAll(() => app.close());

const change = (token: string | undefined, currentPassword: string, newPassword: string) =>
  call(app, 'PUT', '/api/settings/change-password', { token, body: { currentPassword, newPassword } });

describe('PUT /api/settings/change-password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const email = SEED_STUDENTS[0].email;
    const token = await login(app, email, DEV_STUDENT_PASSWORD);
    const otherDevice = await login(app, email, DEV_STUDENT_PASSWORD);

    expect(await change(token, 'Wrong!Pass1', 'NewPass!2026')).toEqual({ status: 401, body: { message: 'Current password is incorrect' } });
    expect(await change(token, DEV_STUDENT_PASSWORD, 'newpass!2026')).toEqual({
      status: 400,
      body: { message: 'Password must contain at least one uppercase letter' },
    });
    expect(await change(token, DEV_STUDENT_PASSWORD, DEV_STUDENT_PASSWORD)).toEqual({
      status: 400,
      body: { message: 'New password must be different from current password' },
    });
    expect(await change(token, '', 'NewPass!2026')).toEqual({
      status: 400,
      body: { message: 'Current password and new password are required' },
    });
    expect(await change(token, DEV_STUDENT_PASSWORD, 'NewPass!2026')).toEqual({
      status: 200,
      body: { message: 'Password changed successfully' },
    });

    expect((await call(app, 'GET', '/api/profile', { token })).status).toBe(200);
    expect((await call(app, 'GET', '/api/profile', { token: otherDevice })).status).toBe(401);
    await login(app, email, 'NewPass!2026');
  });

  it('needs a token', async () => {
    expect((await change(undefined, DEV_STUDENT_PASSWORD, 'NewPass!2026')).status).toBe(401);
  });

  it('is rate limited per user (429)', async () => {
    const token = await login(app, SEED_STUDENTS[1].email, DEV_STUDENT_PASSWORD);
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await change(token, 'Wrong!Pass1', 'NewPass!2026')).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // Another student is not affected.
    const other = await login(app, SEED_STUDENTS[2].email, DEV_STUDENT_PASSWORD);
    expect((await change(other, 'Wrong!Pass1', 'NewPass!2026')).status).toBe(401);
  });
});
