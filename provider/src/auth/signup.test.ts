import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, SEED_INVITED, SEED_STUDENTS } from '../app.js';
import { call, latestCode, login, mailsTo, PROFILE, startProvider } from '../testing/http.js';

let app: FastifyInstance;
let adminToken: string;
beforeAll(async () => {
  app = await startProvider();
  adminToken = await login(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const initial = (email: string, password = '', confirmPassword = password) =>
  call(app, 'POST', '/api/auth/signup/initial', { body: { email, password, confirmPassword, token: '' } });
const verify = (email: string, token: string) => call(app, 'POST', '/api/auth/signup/initial', { body: { email, token } });
const setPassword = (email: string, password: string) => call(app, 'POST', '/api/auth/signup/set-password', { body: { email, password } });
const complete = (body: Record<string, unknown>) => call(app, 'POST', '/api/auth/signup/complete', { body });
const invite = (emails: string[], batchNo: number) =>
  call(app, 'POST', '/api/admin/students/invite', { token: adminToken, body: { emails, batchNo } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-up by invitation, end to end', () => {
  const email = 'zawadi.mushi@students.example';
  const password = 'Zawadi!2026x';

  it('invite → initial → code → verify → set password → complete → login → profile → update → logout', async () => {
    expect(await invite(['  Zawadi.Mushi@Students.Example '], 2)).toEqual({
      status: 200,
      body: { message: '1 e-mail(s) invited to batch 2.', invited: 1 },
    });

    expect(await initial(email)).toEqual({ status: 200, body: { message: `A verification code has been sent to ${email}.` } });
    const code = await latestCode(app, email);
    expect(code).toMatch(/^\d{6}$/);

    // Not verified yet: no password can be set.
    expect((await setPassword(email, password)).status).toBe(400);

    expect(await verify(email, code)).toEqual({ status: 200, body: { message: 'Email verified successfully' } });
    // A double submit of the same right code is harmless.
    expect((await verify(email, code)).status).toBe(200);

    for (const [weak, message] of [
      ['', 'Password is required'],
      ['Ab1!', 'Password must be at least 8 characters long'],
      ['abcdefg1!', 'Password must contain at least one uppercase letter'],
      ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
      ['Abcdefgh!', 'Password must contain at least one number'],
      ['Abcdefgh1', 'Password must contain at least one special character'],
    ]) {
      expect(await setPassword(email, weak!)).toEqual({ status: 400, body: { message } });
    }
    expect((await setPassword(email, password)).status).toBe(200);

    // Cannot sign in before the profile is complete.
    expect(await call(app, 'POST', '/api/auth/login', { body: { email, password } })).toEqual({
      status: 403,
      body: { message: 'Please complete your profile before signing in.' },
    });

    expect(await complete({ ...PROFILE, email, phoneNumber: '  ' })).toEqual({
      status: 400,
      body: { message: 'Phone number is required' },
    });
    expect(await complete({ ...PROFILE, email: '' })).toEqual({ status: 400, body: { message: 'Email is required but missing' } });
    expect(await complete({ ...PROFILE, email, batchNo: 0 })).toEqual({
      status: 200,
      body: { message: 'Profile completed. You can now sign in.' },
    });
    // The code is used up: completing twice is refused.
    expect((await complete({ ...PROFILE, email })).status).toBe(409);

    const token = await login(app, ' ZAWADI.MUSHI@students.example', password);
    const profile = await call(app, 'GET', '/api/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      id: expect.any(String),
      email,
      role: 'STUDENT',
      enrollmentStatus: 'Active',
      batchNo: 2,
      ...PROFILE,
    });

    const update = await call(app, 'PUT', '/api/profile/info', {
      token,
      body: {
        ...profile.body,
        name: ' Zawadi M. Mushi ',
        phoneNumber: '+255713999999',
        sex: null,
        batchNo: 9,
        enrollmentStatus: 'Graduated',
        role: 'ADMIN',
      },
    });
    expect(update).toEqual({ status: 200, body: { message: 'Profile updated successfully' } });
    expect((await call(app, 'GET', '/api/profile', { token })).body).toMatchObject({
      name: 'Zawadi M. Mushi',
      phoneNumber: '+255713999999',
      sex: 'Female',
      batchNo: 2,
      enrollmentStatus: 'Active',
      role: 'STUDENT',
    });

    expect(await call(app, 'POST', '/api/logout', { token })).toEqual({ status: 200, body: { message: 'Logged out' } });
    expect((await call(app, 'GET', '/api/profile', { token })).status).toBe(401);
    expect((await call(app, 'POST', '/api/logout', { token })).status).toBe(401);

    // Registered now: sign-up again is refused with a clear message.
    expect(await initial(email)).toEqual({ status: 409, body: { message: 'An account with this e-mail already exists. Please sign in.' } });
  });
});

describe('the e-mail as the person typed it', () => {
  it('is what they are shown, while sign-up, invitation and sign-in match it in any case', async () => {
    const typed = 'Tumaini.Kessy@Students.Example';
    const password = 'Tumaini!2026x';
    // Invited in lower case, signing up as typed, each later step in yet another case.
    await invite(['tumaini.kessy@students.example'], 1);
    expect(await initial(`  ${typed} `)).toEqual({ status: 200, body: { message: `A verification code has been sent to ${typed}.` } });
    expect((await verify('TUMAINI.KESSY@STUDENTS.EXAMPLE', await latestCode(app, 'tumaini.kessy@students.example'))).status).toBe(200);
    expect((await setPassword(typed, password)).status).toBe(200);
    expect((await complete({ ...PROFILE, email: 'tumaini.kessy@students.example' })).status).toBe(200);
    // The same address in another case is the same account: no second sign-up.
    expect((await initial('tumaini.KESSY@students.example')).status).toBe(409);

    const answer = await call<{ loginResponseDTO: { email: string; token: string } }>(app, 'POST', '/api/auth/login', {
      body: { email: 'TUMAINI.kessy@students.EXAMPLE', password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.loginResponseDTO.email).toBe(typed);
    const token = answer.body.loginResponseDTO.token;
    expect((await call(app, 'GET', '/api/profile', { token })).body.email).toBe(typed);
    // Saving the profile sends the shown address back: it is the account's own in any case.
    expect((await call(app, 'PUT', '/api/profile/info', { token, body: { email: typed, name: 'Tumaini Kessy' } })).status).toBe(200);
    const listed = await call<{ items: { email: string }[] }>(app, 'GET', '/api/admin/students?search=tumaini.kessy', {
      token: adminToken,
    });
    expect(listed.body.items.map((row) => row.email)).toEqual([typed]);
  });
});

describe('sign-up refusals', () => {
  it('refuses an e-mail that was not invited', async () => {
    expect(await initial('stranger@example.com')).toEqual({
      status: 403,
      body: { message: 'This e-mail has not been invited to the programme. Please contact the foundation.' },
    });
  });

  it('refuses an already registered e-mail', async () => {
    expect((await initial(SEED_STUDENTS[0].email)).status).toBe(409);
  });

  it('checks a non-empty password and its confirmation at the first step', async () => {
    const email = SEED_INVITED[0].email;
    expect(await initial(email, 'short')).toEqual({ status: 400, body: { message: 'Password must be at least 8 characters long' } });
    expect(await initial(email, 'Abcdefg1!', 'Abcdefg1?')).toEqual({ status: 400, body: { message: 'Passwords do not match' } });
    expect((await initial(email, 'Abcdefg1!', undefined)).status).toBe(200);
  });

  it('answers clear 400s for a bad body', async () => {
    expect(await call(app, 'POST', '/api/auth/signup/initial', { body: { password: '' } })).toEqual({
      status: 400,
      body: { message: 'email is required' },
    });
    expect(await initial('not-an-email')).toEqual({ status: 400, body: { message: 'Invalid email format' } });
    expect(await call(app, 'POST', '/api/auth/signup/initial', { body: { email: 'a@b.co' } })).toEqual({
      status: 400,
      body: { message: 'Verification token is required' },
    });
  });

  it('refuses set-password and complete without a verified code', async () => {
    const email = 'unverified@students.example';
    await invite([email], 1);
    await initial(email);
    expect(await setPassword(email, 'Abcdefg1!')).toEqual({
      status: 400,
      body: { message: 'Please verify your e-mail with the code we sent before setting a password.' },
    });
    expect(await complete({ ...PROFILE, email })).toEqual({
      status: 400,
      body: { message: 'Please verify your e-mail and set a password before completing your profile.' },
    });
  });
});

describe('verification codes', () => {
  it('answers 400 with "token" for a wrong code and burns the code after 5 wrong tries', async () => {
    const email = 'burn@students.example';
    await invite([email], 1);
    await initial(email);
    const code = await latestCode(app, email);
    for (let i = 0; i < 5; i++) {
      expect(await verify(email, wrongCode(code))).toEqual({ status: 400, body: { message: 'Invalid verification token' } });
    }
    expect(await verify(email, code)).toEqual({ status: 401, body: { message: 'Verification token expired. Please request a new code.' } });

    // A fresh code works again.
    await initial(email);
    expect((await verify(email, await latestCode(app, email))).status).toBe(200);
  });

  it('expires a code after 15 minutes', async () => {
    const email = 'late@students.example';
    await invite([email], 1);
    await initial(email);
    const code = await latestCode(app, email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60_000 + 1_000 });
    expect(await verify(email, code)).toEqual({ status: 401, body: { message: 'Verification token expired. Please request a new code.' } });
  });

  it('answers 400 when no code was ever sent', async () => {
    expect(await verify('nobody@students.example', '123456')).toEqual({ status: 400, body: { message: 'Invalid verification token' } });
  });

  it('sends at most 5 codes per 15 minutes (429)', async () => {
    const email = 'many@students.example';
    await invite([email], 1);
    for (let i = 0; i < 5; i++) expect((await initial(email)).status).toBe(200);
    expect(await initial(email)).toEqual({ status: 429, body: { message: 'Too many attempts. Please try again later' } });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    expect((await initial(email)).status).toBe(200);
  });
});

describe("the code's e-mail, before the account exists", () => {
  const SW = {
    subject: 'Msimbo wako wa uthibitisho wa Nuru Yangu',
    text: (code: string) =>
      `Msimbo wako wa uthibitisho ni ${code}. Msimbo huu ni halali kwa dakika 15.\n\n` +
      'Kama hukuanza kujisajili kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu, puuza barua pepe hii.',
  };
  const EN = {
    subject: 'Your Nuru Yangu verification code',
    text: (code: string) =>
      `Your verification code is ${code}. It expires in 15 minutes.\n\n` +
      'If you did not start signing up for the Nuru Yangu Scholarship Portal, ignore this e-mail.',
  };
  const start = (email: string, language?: unknown) =>
    call(app, 'POST', '/api/auth/signup/initial', { body: { email, password: '', confirmPassword: '', token: '', language } });

  it.each([
    ['sw', 'kiswahili@students.example', SW],
    ['en', 'english@students.example', EN],
  ])('is in the language the visitor uses (%s)', async (language, email, words) => {
    await invite([email], 1);
    expect((await start(email, language)).status).toBe(200);
    const [mail] = await mailsTo(app, email);
    expect(mail).toMatchObject({ subject: words.subject, text: words.text(mail!.code!) });
  });

  it.each([
    ['no language', 'no-language@students.example', undefined],
    ['a language the portal does not have', 'french@students.example', 'fr'],
    ['a number', 'number@students.example', 7],
  ])('is in Kiswahili, then English, for %s', async (_case, email, language) => {
    await invite([email], 1);
    expect((await start(email, language)).status).toBe(200);
    const [mail] = await mailsTo(app, email);
    expect(mail).toMatchObject({
      subject: `${SW.subject} / ${EN.subject}`,
      text: `${SW.text(mail!.code!)}\n\n--- English ---\n\n${EN.text(mail!.code!)}`,
    });
    // The one code in both versions is the one that verifies.
    expect((await verify(email, mail!.code!)).status).toBe(200);
  });
});

describe('the language the visitor signed up in', () => {
  const signUpIn = async (email: string, language: unknown) => {
    await invite([email], 1);
    expect((await initial(email)).status).toBe(200);
    expect((await verify(email, await latestCode(app, email))).status).toBe(200);
    expect((await setPassword(email, 'Lugha#2026x')).status).toBe(200);
    expect((await complete({ ...PROFILE, email, language })).status).toBe(200);
    const token = await login(app, email, 'Lugha#2026x');
    return (await call<{ language: string }>(app, 'GET', '/api/settings/preferences/all', { token })).body.language;
  };

  it.each([
    ['sw', 'lugha-sw@students.example', 'sw'],
    ['en', 'lugha-en@students.example', 'en'],
    ['nothing', 'lugha-none@students.example', undefined],
    ['a language the portal does not have', 'lugha-fr@students.example', 'fr'],
    ['a number', 'lugha-number@students.example', 7],
  ])('is the account’s language from then on (%s)', async (_case, email, language) => {
    expect(await signUpIn(email, language)).toBe(language === 'sw' ? 'sw' : 'en');
  });

  it('refuses a language longer than any language name with a 400, and completes nothing', async () => {
    const email = 'lugha-long@students.example';
    await invite([email], 1);
    expect((await initial(email)).status).toBe(200);
    expect((await verify(email, await latestCode(app, email))).status).toBe(200);
    expect((await setPassword(email, 'Lugha#2026x')).status).toBe(200);
    expect((await complete({ ...PROFILE, email, language: 'x'.repeat(11) })).status).toBe(400);
    expect((await complete({ ...PROFILE, email, language: 'sw' })).status).toBe(200);
  });
});

describe("the last step's batch and account number", () => {
  const readyToComplete = async (email: string, batchNo: number) => {
    await invite([email], batchNo);
    expect((await initial(email)).status).toBe(200);
    expect((await verify(email, await latestCode(app, email))).status).toBe(200);
    expect((await setPassword(email, 'Kundi#2026x')).status).toBe(200);
  };
  const batchOf = async (email: string) => {
    const token = await login(app, email, 'Kundi#2026x');
    return (await call<{ batchNo: number }>(app, 'GET', '/api/profile', { token })).body.batchNo;
  };

  it.each([
    ['another batch', 'kundi-999999@students.example', 999_999],
    ['a batch of 0', 'kundi-0@students.example', 0],
    ['a negative batch', 'kundi-negative@students.example', -3],
    ['no batch', 'kundi-null@students.example', null],
  ])('is the invitation’s batch whatever the body says (%s)', async (_case, email, batchNo) => {
    await readyToComplete(email, 1);
    expect(await complete({ ...PROFILE, email, batchNo })).toEqual({
      status: 200,
      body: { message: 'Profile completed. You can now sign in.' },
    });
    expect(await batchOf(email)).toBe(1);
  });

  it.each([
    ['a second bank-file line', '0150200000001\r\n9999999999,Attacker,10000000,NY-1-0002'],
    ['a comma', '0150200000001,9999'],
    ['a formula', '=HYPERLINK("http://x.example")'],
    ['too few digits', '1234567'],
    ['letters', '0150ABC00001'],
  ])('refuses an account number with %s, completing nothing', async (_case, accountNumber) => {
    const email = `akaunti-${accountNumber.length}-${_case.length}@students.example`;
    await readyToComplete(email, 1);
    expect(await complete({ ...PROFILE, email, accountNumber })).toEqual({
      status: 400,
      body: { message: 'Account number must be 8 to 20 digits' },
    });
    // Nothing was used up: the scholar corrects the number and completes.
    expect((await complete({ ...PROFILE, email, accountNumber: ' 0150200000077 ' })).status).toBe(200);
    const token = await login(app, email, 'Kundi#2026x');
    expect((await call(app, 'GET', '/api/profile', { token })).body).toMatchObject({ accountNumber: '0150200000077' });
  });
});
