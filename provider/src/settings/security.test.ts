import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '../app.js';
import { call, login, mailsTo, saveLanguage, signUp, startProvider } from '../testing/http.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startProvider();
});
afterAll(() => app.close());

const [amina, baraka, neema, juma] = SEED_STUDENTS.map((s) => s.email) as [string, string, string, string];
const tryLogin = (email: string, code?: string, userAgent?: string) =>
  app
    .inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEV_STUDENT_PASSWORD, ...(code === undefined ? {} : { code }) },
      headers: userAgent ? { 'user-agent': userAgent } : {},
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));

/** A code that is certainly not the current one (nor one step either side). */
const wrong = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
/** The secret's code for one 30-second time step, as an authenticator app shows it during that step. */
const codeAt = (secret: string, step: number) => generate({ secret, epoch: step * 30 });
const currentStep = () => Math.floor(Date.now() / 30_000);

describe('two-factor authentication', () => {
  it('enable proposes a secret, verify turns it on, login then asks for the code, disable needs the password', async () => {
    const token = await login(app, amina, DEV_STUDENT_PASSWORD);
    const enabled = await call<{ secret: string; otpauthUri: string }>(app, 'POST', '/api/settings/security/2fa/enable', { token });
    expect(enabled.status).toBe(200);
    expect(enabled.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(enabled.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
    expect(enabled.body.otpauthUri).toContain(encodeURIComponent(amina));
    // Still off until verified: login needs no code.
    expect((await tryLogin(amina)).body).toHaveProperty('loginResponseDTO');

    const code = await generate({ secret: enabled.body.secret });
    expect(await call(app, 'POST', '/api/settings/security/2fa/verify', { token, body: { code: wrong(code) } })).toEqual({
      status: 400,
      body: { message: 'Invalid two-factor code' },
    });
    expect(await call(app, 'POST', '/api/settings/security/2fa/verify', { token, body: { code: 'abc' } })).toEqual({
      status: 400,
      body: { message: 'Invalid two-factor code' },
    });
    expect(await call(app, 'POST', '/api/settings/security/2fa/verify', { token, body: { code } })).toEqual({
      status: 200,
      body: { message: 'Two-factor authentication is on' },
    });
    expect((await call(app, 'GET', '/api/settings/preferences/all', { token })).body.twoFactorEnabled).toBe(true);
    expect(await call(app, 'POST', '/api/settings/security/2fa/enable', { token })).toEqual({
      status: 409,
      body: { message: 'Two-factor authentication is already on' },
    });

    expect(await tryLogin(amina)).toEqual({
      status: 200,
      body: { twoFactorRequired: true, message: 'Enter the 6-digit code from your authenticator app.' },
    });
    expect(await tryLogin(amina, wrong(code))).toEqual({ status: 401, body: { message: 'Invalid two-factor code' } });
    const withCode = await tryLogin(amina, await generate({ secret: enabled.body.secret }));
    expect(withCode.status).toBe(200);
    expect(withCode.body.loginResponseDTO.token).toEqual(expect.any(String));

    expect(await call(app, 'POST', '/api/settings/security/2fa/disable', { token, body: { password: 'Wrong!Pass1' } })).toEqual({
      status: 401,
      body: { message: 'Password is incorrect' },
    });
    expect(await call(app, 'POST', '/api/settings/security/2fa/disable', { token, body: {} })).toEqual({
      status: 400,
      body: { message: 'Password is required' },
    });
    // A stolen session with the password is not enough: a current code from the app is needed too.
    expect(await call(app, 'POST', '/api/settings/security/2fa/disable', { token, body: { password: DEV_STUDENT_PASSWORD } })).toEqual({
      status: 400,
      body: { message: 'Enter the 6-digit code from your authenticator app' },
    });
    expect(
      await call(app, 'POST', '/api/settings/security/2fa/disable', { token, body: { password: DEV_STUDENT_PASSWORD, code: wrong(code) } }),
    ).toEqual({ status: 400, body: { message: 'Invalid two-factor code' } });
    expect(
      await call(app, 'POST', '/api/settings/security/2fa/disable', {
        token,
        body: { password: 'Wrong!Pass1', code: await generate({ secret: enabled.body.secret }) },
      }),
    ).toEqual({ status: 401, body: { message: 'Password is incorrect' } });
    expect((await call(app, 'GET', '/api/settings/preferences/all', { token })).body.twoFactorEnabled).toBe(true);
    // The code that just signed in may be typed again here.
    expect(
      await call(app, 'POST', '/api/settings/security/2fa/disable', {
        token,
        body: { password: DEV_STUDENT_PASSWORD, code: await generate({ secret: enabled.body.secret }) },
      }),
    ).toEqual({ status: 200, body: { message: 'Two-factor authentication is off' } });
    expect((await tryLogin(amina)).body).toHaveProperty('loginResponseDTO');

    const kinds = (await call<{ items: { kind: string }[] }>(app, 'GET', '/api/settings/account/activity', { token })).body.items.map(
      (i) => i.kind,
    );
    expect(kinds.slice(0, 6)).toEqual(['login', 'two_factor_disabled', 'login', 'login_failed', 'two_factor_enabled', 'login']);
  });

  it('a code signs in once: a replay is a failed login, the next step signs in, and a used step never verifies again', async () => {
    const email = 'rehema.replay@students.example';
    await signUp(app, await login(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD), email, DEV_STUDENT_PASSWORD);
    const token = await login(app, email, DEV_STUDENT_PASSWORD);
    const { body } = await call<{ secret: string }>(app, 'POST', '/api/settings/security/2fa/enable', { token });
    const step = currentStep();
    const code = await codeAt(body.secret, step);
    expect((await call(app, 'POST', '/api/settings/security/2fa/verify', { token, body: { code } })).status).toBe(200);

    // Turning two-factor on is no sign-in: the same code still signs in, but only once.
    expect((await tryLogin(email, code)).status).toBe(200);
    expect(await tryLogin(email, code)).toEqual({ status: 401, body: { message: 'Invalid two-factor code' } });
    // The next step's code (accepted early, within the allowed clock drift) signs in, once too.
    const next = await codeAt(body.secret, step + 1);
    expect((await tryLogin(email, next)).status).toBe(200);
    expect(await tryLogin(email, next)).toEqual({ status: 401, body: { message: 'Invalid two-factor code' } });
    const kinds = (await call<{ items: { kind: string }[] }>(app, 'GET', '/api/settings/account/activity', { token })).body.items.map(
      (i) => i.kind,
    );
    expect(kinds.slice(0, 5)).toEqual(['login_failed', 'login', 'login_failed', 'login', 'two_factor_enabled']);

    // Off and on again with a new secret: a step that already signed in does not verify it either.
    expect(
      (await call(app, 'POST', '/api/settings/security/2fa/disable', { token, body: { password: DEV_STUDENT_PASSWORD, code: next } }))
        .status,
    ).toBe(200);
    const again = await call<{ secret: string }>(app, 'POST', '/api/settings/security/2fa/enable', { token });
    expect(
      await call(app, 'POST', '/api/settings/security/2fa/verify', { token, body: { code: await codeAt(again.body.secret, step + 1) } }),
    ).toEqual({ status: 400, body: { message: 'Invalid two-factor code' } });
  });

  it('verify without a started setup is refused', async () => {
    const token = await login(app, baraka, DEV_STUDENT_PASSWORD);
    expect(await call(app, 'POST', '/api/settings/security/2fa/verify', { token, body: { code: '123456' } })).toEqual({
      status: 400,
      body: { message: 'Start two-factor setup first' },
    });
  });

  it('wrong codes at login count as failed logins: the 11th try is refused (429)', async () => {
    const token = await login(app, juma, DEV_STUDENT_PASSWORD);
    const { body } = await call<{ secret: string }>(app, 'POST', '/api/settings/security/2fa/enable', { token });
    await call(app, 'POST', '/api/settings/security/2fa/verify', { token, body: { code: await generate({ secret: body.secret }) } });
    const code = await generate({ secret: body.secret });
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await tryLogin(juma, wrong(code))).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});

describe('POST /api/settings/security/email', () => {
  it('keeps a valid address and mails a notice to it', async () => {
    const token = await login(app, neema, DEV_STUDENT_PASSWORD);
    expect(await call(app, 'POST', '/api/settings/security/email', { token, body: { email: 'not-an-email' } })).toEqual({
      status: 400,
      body: { message: 'Invalid email format' },
    });
    expect(await call(app, 'POST', '/api/settings/security/email', { token, body: { email: ' Neema.Backup@Mail.example ' } })).toEqual({
      status: 200,
      body: { message: 'Security e-mail saved. A notice has been sent to it.', securityEmail: 'neema.backup@mail.example' },
    });
    expect((await call(app, 'GET', '/api/settings/preferences/all', { token })).body.securityEmail).toBe('neema.backup@mail.example');
    expect((await mailsTo(app, 'neema.backup@mail.example'))[0]).toMatchObject({
      subject: 'Your security contact for the Nuru Yangu Scholarship Portal',
      text:
        `Hello ${SEED_STUDENTS[2].name},\n\nThis address is now the security contact of the portal account ${neema}. ` +
        'We will write here about sign-in and security changes.\n\nIf you did not ask for this, sign in and change your password.',
    });
  });

  it("writes the notice in the account's language", async () => {
    const token = await login(app, baraka, DEV_STUDENT_PASSWORD);
    await saveLanguage(app, token, 'sw');
    expect((await call(app, 'POST', '/api/settings/security/email', { token, body: { email: 'baraka.akiba@mail.example' } })).status).toBe(
      200,
    );
    expect((await mailsTo(app, 'baraka.akiba@mail.example'))[0]).toMatchObject({
      subject: 'Anwani yako ya usalama kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu',
      text:
        `Habari ${SEED_STUDENTS[1].name},\n\nAnwani hii sasa ndiyo anwani ya usalama ya akaunti ${baraka} kwenye mfumo. ` +
        'Tutakuandikia hapa kuhusu kuingia na mabadiliko ya usalama.\n\nKama hukuomba hili, ingia kisha ubadilishe nenosiri lako.',
    });
  });
});

describe('sessions', () => {
  it('lists live sessions with the current one marked, revokes one (its token then 401) and all others', async () => {
    const phone = (await tryLogin(neema, undefined, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1'))
      .body.loginResponseDTO.token as string;
    const laptop = (await tryLogin(neema, undefined, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36')).body.loginResponseDTO
      .token as string;
    const tablet = await login(app, neema, DEV_STUDENT_PASSWORD);

    const listed = await call<
      { id: string; userAgent: string | null; ip: string; current: boolean; createdAt: string; lastSeenAt: string }[]
    >(app, 'GET', '/api/settings/sessions', { token: laptop });
    expect(listed.status).toBe(200);
    expect(listed.body.filter((s) => s.current)).toHaveLength(1);
    const current = listed.body.find((s) => s.current)!;
    expect(current).toMatchObject({
      userAgent: expect.stringContaining('Chrome/126'),
      ip: '127.0.0.1',
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });
    const phoneSession = listed.body.find((s) => s.userAgent?.includes('iPhone'))!;

    // Someone else's session is not found, like an unknown one.
    const other = await login(app, baraka, DEV_STUDENT_PASSWORD);
    expect(await call(app, 'POST', `/api/settings/sessions/${phoneSession.id}/revoke`, { token: other })).toEqual({
      status: 404,
      body: { message: 'Session not found' },
    });
    expect((await call(app, 'POST', '/api/settings/sessions/not-a-uuid/revoke', { token: laptop })).status).toBe(404);

    expect(await call(app, 'POST', `/api/settings/sessions/${phoneSession.id}/revoke`, { token: laptop })).toEqual({
      status: 200,
      body: { message: 'Session revoked' },
    });
    expect((await call(app, 'GET', '/api/profile', { token: phone })).status).toBe(401);
    expect(
      (await call<unknown[]>(app, 'GET', '/api/settings/sessions', { token: laptop })).body.map((s) => (s as { id: string }).id),
    ).not.toContain(phoneSession.id);

    const all = await call<{ revoked: number; message: string }>(app, 'POST', '/api/settings/sessions/revoke-all', { token: laptop });
    expect(all.status).toBe(200);
    expect(all.body.revoked).toBeGreaterThanOrEqual(1);
    expect(all.body.message).toMatch(/^Signed out of \d+ other sessions?$/);
    expect((await call(app, 'GET', '/api/profile', { token: tablet })).status).toBe(401);
    expect((await call(app, 'GET', '/api/profile', { token: laptop })).status).toBe(200);
    expect((await call<unknown[]>(app, 'GET', '/api/settings/sessions', { token: laptop })).body).toHaveLength(1);
  });

  it('needs a token', async () => {
    expect((await call(app, 'GET', '/api/settings/sessions')).status).toBe(401);
  });
});
