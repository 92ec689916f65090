import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_STUDENT_PASSWORD, SEED_INVITED, SEED_STUDENTS } from '../app.js';
import { RESET_CODE_ANSWER_MS } from '../email-codes/code-rules.js';
import { call, latestCode, login, mailsTo, saveLanguage, startProvider } from '../testing/http.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startProvider();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const requestCode = (email: string) => call(app, 'POST', '/api/auth/password-reset/code', { body: { email } });
const verify = (email: string, token: string) => call(app, 'POST', '/api/auth/signup/initial', { body: { email, token } });
const reset = (email: string, newPassword: string) => call(app, 'POST', '/api/api/auth/reset-password', { body: { email, newPassword } });
const outbox = (email: string) => call<unknown[]>(app, 'GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`);

const NOT_VERIFIED = { status: 403, body: { message: 'Please verify the code sent to your e-mail before resetting your password.' } };

describe('password reset', () => {
  it('code → verify → reset; old sessions end and the new password signs in', async () => {
    const email = SEED_STUDENTS[0].email;
    const oldToken = await login(app, email, DEV_STUDENT_PASSWORD);
    expect(await requestCode(' Amina.Juma@Students.Example ')).toEqual({
      status: 200,
      body: { message: 'If this e-mail is registered, a code has been sent.' },
    });
    const code = await latestCode(app, email);
    expect((await outbox(email)).body[0]).toMatchObject({
      to: email,
      subject: 'Your Nuru Yangu password reset code',
      code,
      sentAt: expect.any(String),
    });

    expect(await reset(email, 'NewPass!2026')).toEqual(NOT_VERIFIED);
    expect(await verify(email, code)).toEqual({ status: 200, body: { message: 'Email verified successfully' } });
    expect(await reset(email, 'weak')).toEqual({ status: 400, body: { message: 'Password must be at least 8 characters long' } });
    expect(await reset(`  ${email.toUpperCase()} `, 'NewPass!2026')).toEqual({
      status: 200,
      body: { message: 'Password has been reset. You can now sign in.' },
    });

    // The verified code is used up.
    expect(await reset(email, 'Other!Pass2026')).toEqual(NOT_VERIFIED);
    expect((await call(app, 'GET', '/api/profile', { token: oldToken })).status).toBe(401);
    expect((await call(app, 'POST', '/api/auth/login', { body: { email, password: DEV_STUDENT_PASSWORD } })).status).toBe(401);
    await login(app, email, 'NewPass!2026');
  });

  it('sends nothing to an unregistered e-mail but answers the same', async () => {
    const email = SEED_INVITED[1].email;
    expect(await requestCode(email)).toEqual({ status: 200, body: { message: 'If this e-mail is registered, a code has been sent.' } });
    expect((await outbox(email)).body).toEqual([]);
    expect(await reset(email, 'NewPass!2026')).toEqual(NOT_VERIFIED);
  });

  it("never lets one person reset another one's password", async () => {
    const attacker = SEED_STUDENTS[1].email;
    const victim = SEED_STUDENTS[2].email;
    await requestCode(attacker);
    expect((await verify(attacker, await latestCode(app, attacker))).status).toBe(200);
    expect(await reset(victim, 'Stolen!2026x')).toEqual(NOT_VERIFIED);
    await login(app, victim, DEV_STUDENT_PASSWORD);
  });

  it('refuses a code verified more than 15 minutes ago', async () => {
    const email = SEED_STUDENTS[2].email;
    await requestCode(email);
    await verify(email, await latestCode(app, email));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    expect(await reset(email, 'NewPass!2026')).toEqual(NOT_VERIFIED);
  });

  it("writes the code in the account's language: Kiswahili when saved, English when never chosen", async () => {
    const swahili = SEED_STUDENTS[3].email;
    await saveLanguage(app, await login(app, swahili, DEV_STUDENT_PASSWORD), 'sw');
    const english = SEED_STUDENTS[1].email;
    await requestCode(swahili);
    await requestCode(english);

    const [sw] = await mailsTo(app, swahili);
    expect(sw).toMatchObject({
      subject: 'Msimbo wako wa kuweka upya nenosiri la Nuru Yangu',
      text:
        `Msimbo wako wa kuweka upya nenosiri ni ${sw!.code}. Msimbo huu ni halali kwa dakika 15.\n\n` +
        'Kama hukuomba kuweka upya nenosiri lako, puuza barua pepe hii: nenosiri lako halitabadilika.',
    });
    const [en] = await mailsTo(app, english);
    expect(en).toMatchObject({
      subject: 'Your Nuru Yangu password reset code',
      text:
        `Your password reset code is ${en!.code}. It expires in 15 minutes.\n\n` +
        'If you did not ask to reset your password, ignore this e-mail: your password stays unchanged.',
    });
  });

  it("validates the body with the spec's messages", async () => {
    expect(await reset('', '')).toEqual({ status: 400, body: { message: 'Email and new password are required' } });
    expect(await reset('not-an-email', 'NewPass!2026')).toEqual({ status: 400, body: { message: 'Invalid email format' } });
    expect(await requestCode('nope')).toEqual({ status: 400, body: { message: 'Invalid email format' } });
  });

  it('is rate limited per e-mail and IP (429)', async () => {
    const email = SEED_STUDENTS[3].email;
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await reset(email, 'NewPass!2026')).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    expect((await reset(email, 'NewPass!2026')).body).toEqual({ message: 'Too many attempts. Please try again later' });
  });

  it('is also served at /api/auth/reset-password: the same call, sharing its limit', async () => {
    const email = 'alias-check@students.example';
    const alias = (query = '') => call(app, 'POST', `/api/auth/reset-password${query}`, { body: { email, newPassword: 'NewPass!2026' } });
    expect(await alias()).toEqual(NOT_VERIFIED);
    expect(await alias('?via=docs')).toEqual(NOT_VERIFIED);
    expect(await call(app, 'POST', '/api/auth/reset-password', { body: {} })).toEqual({
      status: 400,
      body: { message: 'Email and new password are required' },
    });
    for (let i = 0; i < 3; i++) await reset(email, 'NewPass!2026');
    expect((await alias()).status).toBe(429);
  });
});

describe('asking for a reset code does not tell whether an e-mail is registered', () => {
  // A provider of its own: its limits count only these requests.
  let fresh: FastifyInstance;
  beforeAll(async () => {
    fresh = await startProvider();
  });
  afterAll(() => fresh.close());

  const timed = async (email: string) => {
    const started = performance.now();
    const answer = await call(fresh, 'POST', '/api/auth/password-reset/code', { body: { email } });
    return { ...answer, ms: performance.now() - started };
  };

  it('the same statuses and bodies, in the same order, the sixth one refused, each no sooner than the set time', async () => {
    const registered = SEED_STUDENTS[1].email;
    const unknown = 'nobody-here@students.example';
    const answers = { registered: [] as Awaited<ReturnType<typeof timed>>[], unknown: [] as Awaited<ReturnType<typeof timed>>[] };
    for (let i = 0; i < 6; i++) {
      answers.registered.push(await timed(registered));
      answers.unknown.push(await timed(unknown));
    }
    const seen = (list: typeof answers.registered) => list.map(({ status, body }) => ({ status, body }));
    expect(seen(answers.registered)).toEqual(seen(answers.unknown));
    expect(seen(answers.registered).map(({ status }) => status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers.unknown[5]!.body).toEqual({ message: 'Too many attempts. Please try again later' });
    // Timers may fire up to a millisecond early by performance.now(); the padding is what is checked, not a race.
    for (const { status, ms } of [...answers.registered, ...answers.unknown]) {
      if (status === 200) expect(ms).toBeGreaterThanOrEqual(RESET_CODE_ANSWER_MS - 2);
    }
    expect((await call(fresh, 'GET', `/api/dev/outbox?email=${unknown}`)).body).toEqual([]);
  });
});

describe('a reset code that cannot be sent', () => {
  it('answers like an unknown e-mail, so an SMTP outage does not tell which e-mails are registered', async () => {
    // An SMTP server that is not there: every send fails.
    const down = await startProvider({ smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const ask = (email: string) => call(down, 'POST', '/api/auth/password-reset/code', { body: { email } });
      const sent = { status: 200, body: { message: 'If this e-mail is registered, a code has been sent.' } };
      expect(await ask(SEED_STUDENTS[2].email)).toEqual(sent);
      expect(await ask('nobody-here@students.example')).toEqual(sent);
    } finally {
      await down.close();
    }
  });
});
