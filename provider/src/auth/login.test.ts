import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_OFFICER, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '../app.js';
import { LIMITS } from '../http/rate-limits.js';
import { call, latestCode, login, mailsTo, saveLanguage, startProvider } from '../testing/http.js';
import { AUTH_MESSAGES } from './messages.js';

let app: FastifyInstance;
beforeAll(async () => {
  // As behind the gateway: each request names its browser's address.
  app = await startProvider({ trustProxy: '127.0.0.1' });
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const student = SEED_STUDENTS[0];
const tryLogin = (email: string, password: string, { address, code }: { address?: string; code?: string } = {}) =>
  app
    .inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: address ? { 'x-forwarded-for': address } : {},
      payload: { email, password, ...(code === undefined ? {} : { code }) },
    })
    .then((response) => ({ status: response.statusCode, body: response.json<Record<string, unknown>>() }));

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

  it('refuses an address after 10 failed logins at an account (429, its right password unjudged too) for 15 minutes, nobody else', async () => {
    const target = SEED_STUDENTS[3].email;
    const guesser = '203.0.113.1';
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await tryLogin(target, `Wrong!Pass${i}`, { address: guesser })).status);
    expect(answers).toEqual(Array(10).fill(401));
    expect(await tryLogin(target, DEV_STUDENT_PASSWORD, { address: guesser })).toEqual({
      status: 429,
      body: { message: 'Too many attempts. Please try again later' },
    });
    // The account's owner elsewhere, and another account from that address, are judged as always.
    expect((await tryLogin(target, DEV_STUDENT_PASSWORD, { address: '198.51.100.1' })).status).toBe(200);
    expect((await tryLogin(SEED_STUDENTS[2].email, DEV_STUDENT_PASSWORD, { address: guesser })).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60_000 + 1 });
    expect((await tryLogin(target, DEV_STUDENT_PASSWORD, { address: guesser })).status).toBe(200);
  });

  it('counts an IPv6 guesser by its /64: a fresh address of the same network per guess gains nothing', async () => {
    const target = SEED_STUDENTS[3].email;
    const statuses = [];
    for (let i = 1; i <= 11; i++) statuses.push((await tryLogin(target, `Wrong!Pass${i}`, { address: `2001:db8:7:7::${i}` })).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await tryLogin(target, 'Wrong!Pass1', { address: '2001:db8:7:8::1' })).status).toBe(401);
  });

  it('judges no more than 10 of a burst of guesses sent at once; the rest answer 429 unjudged', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => tryLogin('burst@students.example', `Wrong!Pass${i}`)));
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});

describe('an account under attack', () => {
  // Enough addresses, each spending its own budget at the account, to reach the account's warning count.
  const guessers = Array.from({ length: LIMITS.loginPerAccount.max / LIMITS.login.max }, (_, i) => `203.0.113.${10 + i}`);
  const owner = '198.51.100.20';
  const WARNING_SUBJECT = 'Someone is trying to sign in to your Nuru Yangu account';
  const warningsTo = async (email: string) => (await mailsTo(app, email)).filter((mail) => mail.subject.includes(WARNING_SUBJECT));

  /** Every guesser tries wrong passwords until refused; answers the statuses, per guesser. */
  async function attack(email: string, extra: { code?: string } = {}) {
    const statuses: number[][] = [];
    for (const address of guessers) {
      const own: number[] = [];
      for (let i = 0; i <= LIMITS.login.max; i++) own.push((await tryLogin(email, `Wrong!Pass${i}`, { address, ...extra })).status);
      statuses.push(own);
    }
    return statuses;
  }
  const judgedThenRefused = [...Array<number>(LIMITS.login.max).fill(401), 429];

  it("answers a deactivated account's right password exactly as a wrong one, and counts it so", async () => {
    const email = 'leaving.officer@nuruyangu.example';
    const password = 'Leaving!2026x';
    const adminToken = await login(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
      call(app, method, `/api/admin/${url}`, { token: adminToken, body });
    const invited = await admin('POST', 'admins/invite', { email, name: 'Asha Leaving' });
    expect(invited.status).toBe(200);
    // A new administrator needs a second one's confirmation (before the officer turns two-factor on below).
    const officerToken = await login(app, DEMO_OFFICER.email, DEV_ADMIN_PASSWORD);
    const invitationId = (invited.body as { data: { id: string } }).data.id;
    expect((await call(app, 'POST', `/api/admin/admins/invitations/${invitationId}/confirm`, { token: officerToken })).status).toBe(200);
    const step = (url: string, body: unknown) => call(app, 'POST', `/api/auth/signup/${url}`, { body });
    expect((await step('initial', { email, password: '', confirmPassword: '' })).status).toBe(200);
    expect((await step('initial', { email, token: await latestCode(app, email) })).status).toBe(200);
    expect((await step('set-password', { email, password })).status).toBe(200);
    const { items } = (await admin('GET', 'admins?pageSize=100')).body as { items: { id: string; email: string }[] };
    const { id } = items.find((item) => item.email === email)!;
    expect((await admin('PUT', `admins/${id}/active`, { active: false })).status).toBe(200);

    const answers = [];
    for (const address of guessers) {
      for (let i = 0; i <= LIMITS.login.max; i++) answers.push(await tryLogin(email, i % 2 ? password : 'Wrong!Pass1', { address }));
    }
    const invalid = { status: 401, body: { message: AUTH_MESSAGES.invalidCredentials } };
    const refused = { status: 429, body: { message: 'Too many attempts. Please try again later' } };
    expect(answers).toEqual(guessers.flatMap(() => [...Array(LIMITS.login.max).fill(invalid), refused]));
    // Nobody to warn: the account cannot sign in.
    expect(await warningsTo(email)).toEqual([]);
  });

  it('signs the owner in with the right password after 33 wrong ones from 3 addresses, and e-mails the owner once', async () => {
    expect(guessers).toHaveLength(3);
    const { email, name } = SEED_STUDENTS[2];
    expect(await attack(email)).toEqual(guessers.map(() => judgedThenRefused));

    expect(await tryLogin(email, DEV_STUDENT_PASSWORD, { address: owner })).toMatchObject({
      status: 200,
      body: { loginResponseDTO: { email } },
    });
    // The guessers' addresses stay refused, the right password unjudged as any other.
    expect((await tryLogin(email, DEV_STUDENT_PASSWORD, { address: guessers[0] })).status).toBe(429);
    // Guessing from new addresses is judged and counted, without a second e-mail in the window.
    for (let i = 0; i < 5; i++) expect((await tryLogin(email, `Wrong!Pass${i}`, { address: '203.0.113.40' })).status).toBe(401);
    expect((await tryLogin(email, DEV_STUDENT_PASSWORD, { address: owner })).status).toBe(200);

    expect(await warningsTo(email)).toEqual([
      expect.objectContaining({
        subject: WARNING_SUBJECT,
        text:
          `Hello ${name},\n\nIn the last 15 minutes, 30 attempts to sign in to your Nuru Yangu Scholarship Portal account ` +
          'failed with a wrong password or two-factor code. Your password still works: sign in as usual. The guessing is held back; you are not locked out.\n\n' +
          'If these attempts were not yours, make sure your password is not used anywhere else (if it is, change it in Settings > Password) ' +
          'and turn on two-factor authentication in Settings > Security. If you think someone knows your password, contact the programme office.',
        code: null,
      }),
    ]);
  });

  it('signs an officer with two-factor in with the right password and code throughout; wrong codes count as guesses', async () => {
    const token = await login(app, DEMO_OFFICER.email, DEV_ADMIN_PASSWORD);
    const { secret } = (await call<{ secret: string }>(app, 'POST', '/api/settings/security/2fa/enable', { token })).body;
    expect(
      (await call(app, 'POST', '/api/settings/security/2fa/verify', { token, body: { code: await generate({ secret }) } })).status,
    ).toBe(200);

    // Someone who has the password but not the phone: each wrong code is a guess like a wrong password.
    const wrongCode = String((Number(await generate({ secret })) + 500_000) % 1_000_000).padStart(6, '0');
    const statuses = [];
    for (const address of guessers) {
      for (let i = 0; i <= LIMITS.login.max; i++) {
        statuses.push(
          (await tryLogin(DEMO_OFFICER.email, i % 2 ? DEV_ADMIN_PASSWORD : `Wrong!Pass${i}`, { address, code: wrongCode })).status,
        );
      }
    }
    expect(statuses).toEqual(guessers.flatMap(() => judgedThenRefused));

    expect(await tryLogin(DEMO_OFFICER.email, DEV_ADMIN_PASSWORD, { address: owner })).toEqual({
      status: 200,
      body: { twoFactorRequired: true, message: AUTH_MESSAGES.twoFactorRequired },
    });
    const signedIn = await tryLogin(DEMO_OFFICER.email, DEV_ADMIN_PASSWORD, { address: owner, code: await generate({ secret }) });
    expect(signedIn).toMatchObject({ status: 200, body: { loginResponseDTO: { role: 'ADMIN' } } });
    expect(await warningsTo(DEMO_OFFICER.email)).toHaveLength(1);
  });

  it('writes the warning at the security contact too, in the language the account chose', async () => {
    const { email } = SEED_STUDENTS[1];
    const token = await login(app, email, DEV_STUDENT_PASSWORD);
    await saveLanguage(app, token, 'sw');
    const contact = 'guardian@family.example';
    expect((await call(app, 'POST', '/api/settings/security/email', { token, body: { email: contact } })).status).toBe(200);

    await attack(email);
    for (const to of [email, contact]) {
      expect(
        (await mailsTo(app, to)).filter((mail) => mail.subject === 'Mtu anajaribu kuingia kwenye akaunti yako ya Nuru Yangu'),
      ).toHaveLength(1);
    }
  });

  it('refuses an address once it failed 100 times at any accounts, while other addresses sign in', async () => {
    const sprayer = '203.0.113.50';
    // One password tried at many accounts, all at once: every attempt is counted as it begins.
    const sprayed = await Promise.all(
      Array.from({ length: LIMITS.loginPerAddress.max }, (_, i) =>
        tryLogin(`sprayed-${i}@students.example`, 'Spring!2026', { address: sprayer }),
      ),
    );
    expect(sprayed.map(({ status }) => status)).toEqual(Array(LIMITS.loginPerAddress.max).fill(401));
    expect((await tryLogin(student.email, DEV_STUDENT_PASSWORD, { address: sprayer })).status).toBe(429);
    expect((await tryLogin('one-more@students.example', 'Spring!2026', { address: sprayer })).status).toBe(429);
    expect((await tryLogin(student.email, DEV_STUDENT_PASSWORD, { address: owner })).status).toBe(200);
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
