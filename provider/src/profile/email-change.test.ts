import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_EMAIL, DEV_STUDENT_PASSWORD, SEED_INVITED, SEED_STUDENTS } from '../app.js';
import { call, latestCode, login, mailsTo, saveLanguage, startProvider } from '../testing/http.js';

let app: FastifyInstance;
let token: string;
const me = SEED_STUDENTS[2];
const NEW_EMAIL = 'joseph.new@mail.example';
beforeAll(async () => {
  app = await startProvider();
  token = await login(app, me.email, DEV_STUDENT_PASSWORD);
});
afterAll(() => app.close());

const askCode = (body: unknown, as = token) => call(app, 'POST', '/api/profile/email/code', { token: as, body });
const confirm = (body: unknown, as = token) => call(app, 'POST', '/api/profile/email', { token: as, body });
const outbox = async (email: string) =>
  (await call<{ subject: string; text: string }[]>(app, 'GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`)).body;

describe('changing the sign-in e-mail', () => {
  it('needs the password: a stolen session alone sends no code', async () => {
    expect(await askCode({ newEmail: NEW_EMAIL })).toEqual({ status: 400, body: { message: 'Password is required' } });
    expect(await askCode({ newEmail: NEW_EMAIL, password: 'Wrong!Pass1' })).toEqual({
      status: 401,
      body: { message: 'Password is incorrect' },
    });
    expect(await outbox(NEW_EMAIL)).toEqual([]);
  });

  it('refuses an address that is not usable, saying no more than that', async () => {
    const ask = (newEmail: string) => askCode({ newEmail, password: DEV_STUDENT_PASSWORD });
    expect(await ask('')).toEqual({ status: 400, body: { message: 'New e-mail is required' } });
    expect(await ask('nope')).toEqual({ status: 400, body: { message: 'Invalid email format' } });
    expect(await ask(me.email.toUpperCase())).toEqual({ status: 400, body: { message: 'This is already your e-mail' } });
    // Another account's address, or a pending invitee's (taking it would block their sign-up).
    for (const taken of [DEV_ADMIN_EMAIL, SEED_STUDENTS[0].email, SEED_INVITED[0].email]) {
      expect(await ask(taken)).toEqual({ status: 409, body: { message: 'This e-mail cannot be used for your account' } });
    }
  });

  it('sends a code to the new address; only that code moves the account, and the old address is told', async () => {
    expect(await askCode({ newEmail: ` ${NEW_EMAIL.toUpperCase()} `, password: DEV_STUDENT_PASSWORD })).toEqual({
      status: 200,
      // Said back as typed; compared, and sent to, in lower case.
      body: { message: `A 6-digit code has been sent to ${NEW_EMAIL.toUpperCase()}. Enter it to confirm the change.` },
    });
    const code = await latestCode(app, NEW_EMAIL);
    expect((await outbox(NEW_EMAIL))[0]).toMatchObject({
      subject: 'Confirm your new Nuru Yangu e-mail',
      text:
        `Your code to make this address your portal e-mail is ${code}. It expires in 15 minutes.\n\n` +
        'If you did not ask for this, ignore this e-mail: nothing changes.',
    });
    const otherDevice = await login(app, me.email, DEV_STUDENT_PASSWORD);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await confirm({ newEmail: NEW_EMAIL, code: wrong })).toEqual({ status: 400, body: { message: 'Invalid verification token' } });
    expect(await confirm({ newEmail: NEW_EMAIL })).toEqual({
      status: 400,
      body: { message: 'Enter the 6-digit code sent to your new e-mail' },
    });
    expect((await call(app, 'GET', '/api/profile', { token })).body).toMatchObject({ email: me.email });

    expect(await confirm({ newEmail: NEW_EMAIL, code })).toEqual({
      status: 200,
      body: { message: 'Your e-mail has been changed', email: NEW_EMAIL },
    });
    expect((await call(app, 'GET', '/api/profile', { token })).body).toMatchObject({ email: NEW_EMAIL });
    // The code is spent, other devices sign in again, the new address signs in and the old one does not.
    expect((await confirm({ newEmail: NEW_EMAIL, code })).status).toBe(400);
    expect((await call(app, 'GET', '/api/profile', { token: otherDevice })).status).toBe(401);
    await login(app, NEW_EMAIL, DEV_STUDENT_PASSWORD);
    expect((await call(app, 'POST', '/api/auth/login', { body: { email: me.email, password: DEV_STUDENT_PASSWORD } })).status).toBe(401);

    expect((await outbox(me.email))[0]).toMatchObject({
      subject: 'Your Nuru Yangu e-mail was changed',
      text:
        `Hello ${me.name},\n\nThe e-mail of your Nuru Yangu Scholarship Portal account was changed to ${NEW_EMAIL}. ` +
        'From now on, sign in with that address.\n\nIf you did not do this, contact the programme office at once: someone else may be using your account.',
    });
    const kinds = (await call<{ items: { kind: string }[] }>(app, 'GET', '/api/settings/account/activity', { token })).body.items.map(
      (i) => i.kind,
    );
    expect(kinds).toContain('email_changed');
  });
});

describe("the e-mails of a change, in the account's language", () => {
  const swahili = SEED_STUDENTS[3];
  const SW_EMAIL = 'juma.mpya@mail.example';
  let swToken: string;
  beforeAll(async () => {
    swToken = await login(app, swahili.email, DEV_STUDENT_PASSWORD);
    await saveLanguage(app, swToken, 'sw');
  });

  it('sends the code to the new address in Kiswahili', async () => {
    expect((await askCode({ newEmail: SW_EMAIL, password: DEV_STUDENT_PASSWORD }, swToken)).status).toBe(200);
    const [mail] = await mailsTo(app, SW_EMAIL);
    expect(mail).toMatchObject({
      subject: 'Thibitisha barua pepe yako mpya ya Nuru Yangu',
      text:
        `Msimbo wako wa kuifanya anwani hii kuwa barua pepe yako kwenye mfumo ni ${mail!.code}. Msimbo huu ni halali kwa dakika 15.\n\n` +
        'Kama hukuomba hili, puuza barua pepe hii: hakuna kitakachobadilika.',
    });
  });

  it('tells the old address in Kiswahili once the change is made', async () => {
    expect((await confirm({ newEmail: SW_EMAIL, code: await latestCode(app, SW_EMAIL) }, swToken)).status).toBe(200);
    expect((await mailsTo(app, swahili.email))[0]).toMatchObject({
      subject: 'Barua pepe yako ya Nuru Yangu imebadilishwa',
      text:
        `Habari ${swahili.name},\n\nBarua pepe ya akaunti yako kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu imebadilishwa kuwa ${SW_EMAIL}. ` +
        'Kuanzia sasa, ingia kwa kutumia anwani hiyo.\n\nKama si wewe uliyefanya hivi, wasiliana na ofisi ya programu mara moja: huenda mtu mwingine anatumia akaunti yako.',
    });
  });
});
