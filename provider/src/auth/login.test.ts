import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '../app.js';
import { call, login, startProvider } from '../testing/http.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startProvider();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const student = SEED_STUDENTS[0];
const tryLogin = (email: string, password: string) => call(app, 'POST', '/api/auth/login', { body: { email, password } });

describe('POST /api/auth/login', () => {
  it('answers loginResponseDTO with a token carrying sub, role, batchNo, jti and an 8-hour expiry', async () => {
    const answer = await tryLogin(student.email, DEV_STUDENT_PASSWORD);
    expect(answer.status).toBe(200);
    const dto = answer.body.loginResponseDTO as Record<string, string>;
    expect(dto).toEqual({ id: expect.any(String), name: student.name, email: student.email, role: 'STUDENT', token: expect.any(String) });
    const claims = JSON.parse(Buffer.from(dto.token!.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ sub: dto.id, role: 'STUDENT', batchNo: 1, jti: expect.any(String) });
    expect(claims.exp - claims.iat).toBe(8 * 60 * 60);
  });

  it('answers the admin with role ADMIN', async () => {
    expect(((await tryLogin(DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD)).body.loginResponseDTO as { role: string }).role).toBe('ADMIN');
  });

  it.each([
    ['wrong password', student.email, 'Wrong!Pass1'],
    ['unknown e-mail', 'nobody@students.example', 'Wrong!Pass1'],
    ['invited, no account yet', 'invite2@students.example', 'Wrong!Pass1'],
  ])('401 for %s', async (_case, email, password) => {
    expect(await tryLogin(email, password)).toEqual({ status: 401, body: { message: 'Invalid email or password' } });
  });

  it('400 for missing fields and a body that is not JSON', async () => {
    expect(await tryLogin('', '')).toEqual({ status: 400, body: { message: 'Email and password are required' } });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringContaining('JSON') });
  });

  it('does not count successful logins against the limit', async () => {
    for (let i = 0; i < 12; i++) expect((await tryLogin(SEED_STUDENTS[1].email, DEV_STUDENT_PASSWORD)).status).toBe(200);
  });

  it('blocks an e-mail and IP after 10 failed logins (429) without locking out other e-mails, for 15 minutes', async () => {
    const target = SEED_STUDENTS[3].email;
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await tryLogin(target, `Wrong!Pass${i}`)).status);
    expect(answers).toEqual(Array(10).fill(401));
    expect(await tryLogin(target, DEV_STUDENT_PASSWORD)).toEqual({
      status: 429,
      body: { message: 'Too many attempts. Please try again later' },
    });
    expect((await tryLogin(SEED_STUDENTS[2].email, DEV_STUDENT_PASSWORD)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60_000 + 1 });
    expect((await tryLogin(target, DEV_STUDENT_PASSWORD)).status).toBe(200);
  });

  it('judges no more than 10 of a burst of guesses sent at once; the rest answer 429 unjudged', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => tryLogin('burst@students.example', `Wrong!Pass${i}`)));
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});

describe('tokens on protected routes', () => {
  it('401 without a token, with a garbage token, a forged one and an expired one', async () => {
    expect(await call(app, 'GET', '/api/profile')).toEqual({ status: 401, body: { message: 'Authentication required' } });
    expect((await call(app, 'GET', '/api/profile', { token: 'not.a.token' })).status).toBe(401);

    const token = await login(app, student.email, DEV_STUDENT_PASSWORD);
    const [header, payload] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'ADMIN' }),
    ).toString('base64url');
    expect(
      (
        await call(app, 'POST', '/api/admin/students/invite', {
          token: `${header}.${forgedPayload}.${token.split('.')[2]}`,
          body: { emails: [], batchNo: 1 },
        })
      ).status,
    ).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 8 * 60 * 60_000 + 1_000 });
    expect(await call(app, 'GET', '/api/profile', { token })).toEqual({
      status: 401,
      body: { message: 'Your session is invalid or has expired. Please sign in again.' },
    });
  });

  it('logout revokes only that session, and accepts an empty JSON body', async () => {
    const first = await login(app, student.email, DEV_STUDENT_PASSWORD);
    const second = await login(app, student.email, DEV_STUDENT_PASSWORD);
    const response = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${first}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/profile', { token: first })).status).toBe(401);
    expect((await call(app, 'GET', '/api/profile', { token: second })).status).toBe(200);
  });

  it('gives a student only their own profile', async () => {
    const token = await login(app, SEED_STUDENTS[1].email, DEV_STUDENT_PASSWORD);
    const answer = await call(app, 'GET', `/api/profile?email=${encodeURIComponent(student.email)}&id=1`, { token });
    expect(answer.body.email).toBe(SEED_STUDENTS[1].email);
  });
});

describe('service routes', () => {
  it('GET /api/health answers ok', async () => {
    expect(await call(app, 'GET', '/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('unknown routes answer a JSON 404', async () => {
    expect(await call(app, 'GET', '/api/nope')).toEqual({ status: 404, body: { message: 'Route GET /api/nope not found' } });
  });
});
