import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayYear } from '../academic-year/year-rules.js';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '../app.js';
import { call, login, mailsTo, saveLanguage, signUp, startProvider, uploadResult } from '../testing/http.js';

let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await startProvider();
  admin = await login(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
});
afterAll(() => app.close());

const [amina, baraka, neema, juma] = SEED_STUDENTS.map((s) => s.email) as [string, string, string, string];
const outbox = async (email: string) =>
  (await call<{ subject: string; text: string }[]>(app, 'GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`)).body;

describe('notification preferences, preferences and privacy', () => {
  it('answer the defaults, then what was saved', async () => {
    const token = await login(app, amina, DEV_STUDENT_PASSWORD);
    expect(await call(app, 'GET', '/api/settings/preferences', { token })).toEqual({
      status: 200,
      body: { announcements: true, payments: true },
    });
    expect(await call(app, 'POST', '/api/settings/update-notifications', { token, body: { payments: false } })).toEqual({
      status: 200,
      body: { message: 'Notification preferences updated', preferences: { announcements: true, payments: false } },
    });
    expect((await call(app, 'GET', '/api/settings/preferences', { token })).body).toEqual({ announcements: true, payments: false });
    expect((await call(app, 'POST', '/api/settings/update-notifications', { token, body: { payments: 'maybe' } })).status).toBe(400);

    expect((await call(app, 'GET', '/api/settings/preferences/all', { token })).body).toEqual({
      notifications: { announcements: true, payments: false },
      language: 'en',
      timezone: 'Africa/Dar_es_Salaam',
      dateFormat: 'DD/MM/YYYY',
      securityEmail: null,
      twoFactorEnabled: false,
    });
    expect(await call(app, 'POST', '/api/settings/preferences/update', { token, body: { language: 'fr' } })).toEqual({
      status: 400,
      body: { message: 'Language must be en or sw' },
    });
    const updated = await call(app, 'POST', '/api/settings/preferences/update', {
      token,
      body: { language: 'sw', timezone: 'Africa/Nairobi', dateFormat: 'YYYY-MM-DD', notifications: { announcements: false } },
    });
    expect(updated).toEqual({
      status: 200,
      body: {
        message: 'Preferences updated',
        preferences: {
          notifications: { announcements: false, payments: false },
          language: 'sw',
          timezone: 'Africa/Nairobi',
          dateFormat: 'YYYY-MM-DD',
          securityEmail: null,
          twoFactorEnabled: false,
        },
      },
    });

    expect(await call(app, 'GET', '/api/settings/privacy', { token })).toEqual({
      status: 200,
      body: { showProfileToBatch: true, shareResultsWithMentors: false },
    });
    expect(await call(app, 'POST', '/api/settings/privacy/update', { token, body: { shareResultsWithMentors: true } })).toEqual({
      status: 200,
      body: { message: 'Privacy settings updated', privacy: { showProfileToBatch: true, shareResultsWithMentors: true } },
    });
    expect((await call(app, 'GET', '/api/settings/privacy', { token })).body).toEqual({
      showProfileToBatch: true,
      shareResultsWithMentors: true,
    });
  });

  it('need a token', async () => {
    for (const url of [
      '/api/settings/preferences',
      '/api/settings/preferences/all',
      '/api/settings/privacy',
      '/api/settings/account/activity',
      '/api/settings/account/export',
    ]) {
      expect((await call(app, 'GET', url)).status, url).toBe(401);
    }
  });
});

describe('notification e-mails follow the preferences', () => {
  type Payment = { id: string; controlNumber: string; paymentType: 'UNIVERSITY_FEE' | 'NHIF'; paymentYear: string };
  const paymentOf = async (token: string) => (await call<Payment[]>(app, 'GET', '/api/v2/payment/history', { token })).body[0]!;
  const setStatus = (id: string, status: string) =>
    call(app, 'PUT', `/api/admin/payments/${id}/status`, { token: admin, body: { status } });

  it('a new announcement for batch 2 is mailed to batch 2 students who keep announcements on', async () => {
    const token = await login(app, juma, DEV_STUDENT_PASSWORD);
    await call(app, 'POST', '/api/settings/update-notifications', { token, body: { announcements: false } });
    const created = await call(app, 'POST', '/api/announcements/admin/create', {
      token: admin,
      body: { title: 'Batch 2 orientation', content: 'Orientation is on Friday at 9:00.', batchNo: 2 },
    });
    expect(created.status).toBe(201);
    expect((await outbox(neema))[0]).toMatchObject({
      subject: 'New announcement: Batch 2 orientation',
      text: expect.stringContaining('Orientation is on Friday'),
    });
    expect((await outbox(juma)).map((m) => m.subject)).not.toContain('New announcement: Batch 2 orientation');
    expect((await outbox(baraka)).map((m) => m.subject)).not.toContain('New announcement: Batch 2 orientation');
  });

  it("an announcement to every batch reaches each student in their own saved language, and a payment's news too", async () => {
    const rehema = 'rehema.swai@students.example';
    await signUp(app, admin, rehema, 'Rehema!2026x', 2);
    const rehemaToken = await login(app, rehema, 'Rehema!2026x');
    await saveLanguage(app, rehemaToken, 'sw');
    const created = await call(app, 'POST', '/api/announcements/admin/create', {
      token: admin,
      body: { title: 'Awards night', content: 'Join us on 5 December.', batchNo: null },
    });
    expect(created.status).toBe(201);
    expect((await mailsTo(app, rehema))[0]).toMatchObject({
      subject: 'Tangazo jipya: Awards night',
      text:
        'Awards night\n\nJoin us on 5 December.\n\nSoma tangazo hili kwenye mfumo, sehemu ya Matangazo.\n\n' +
        'Unapokea barua pepe hii kwa sababu arifa zimewashwa katika Mipangilio > Arifa kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu.',
    });
    // Baraka and Neema never chose a language: English.
    for (const english of [baraka, neema])
      expect((await mailsTo(app, english))[0]).toMatchObject({
        subject: 'New announcement: Awards night',
        text:
          'Awards night\n\nJoin us on 5 December.\n\nRead it in the portal under Announcements.\n\n' +
          'You receive this because notifications are on in Settings > Notifications of the Nuru Yangu Scholarship Portal.',
      });
    // Announcements switched off (Amina, Juma): nothing, in any language.
    for (const off of [amina, juma]) expect((await mailsTo(app, off)).map((m) => m.subject)).not.toContain('Tangazo jipya: Awards night');

    const submitted = await call(app, 'POST', '/api/v2/payment/submit-controlNumber', {
      token: rehemaToken,
      body: { controlNumber: '998877665544', paymentType: 'NHIF', paymentYear: 'Y2024_2025' },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect((await setStatus((await paymentOf(rehemaToken)).id, 'PROCESSING')).status).toBe(200);
    expect((await mailsTo(app, rehema))[0]).toMatchObject({
      subject: 'Malipo yanashughulikiwa: namba ya malipo 998877665544',
      text:
        'Malipo yako ya NHIF kwa mwaka wa masomo 2024-2025 (namba ya malipo 998877665544) sasa yanashughulikiwa.\n\n' +
        'Angalia maelezo zaidi kwenye mfumo, sehemu ya Malipo.\n\n' +
        'Unapokea barua pepe hii kwa sababu arifa zimewashwa katika Mipangilio > Arifa kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu.',
    });
  });

  it('a payment status change is mailed only with payments on, and only when the status changes', async () => {
    const barakaToken = await login(app, baraka, DEV_STUDENT_PASSWORD);
    const payment = await paymentOf(barakaToken);
    expect((await setStatus(payment.id, 'PROCESSING')).status).toBe(200);
    const mails = (await outbox(baraka)).filter((m) => m.subject.startsWith('Payment '));
    expect(mails).toHaveLength(1);
    const type = { UNIVERSITY_FEE: 'university fee', NHIF: 'NHIF' }[payment.paymentType];
    expect(mails[0]).toMatchObject({
      subject: `Payment processing: control number ${payment.controlNumber}`,
      text:
        `The status of your ${type} payment for ${displayYear(payment.paymentYear)} (control number ${payment.controlNumber}) ` +
        'is now processing.\n\nSee the details in the portal under Payments.\n\n' +
        'You receive this because notifications are on in Settings > Notifications of the Nuru Yangu Scholarship Portal.',
    });
    await setStatus(payment.id, 'PROCESSING');
    expect((await outbox(baraka)).filter((m) => m.subject.startsWith('Payment '))).toHaveLength(1);

    await call(app, 'POST', '/api/settings/update-notifications', { token: barakaToken, body: { payments: false } });
    expect((await setStatus(payment.id, 'PAID')).status).toBe(200);
    expect((await outbox(baraka)).filter((m) => m.subject.startsWith('Payment '))).toHaveLength(1);
  });
});

describe('GET /api/settings/account/activity', () => {
  it('pages the log newest first (limit 50, offset 0 by default) and refuses bad paging', async () => {
    const token = await login(app, neema, DEV_STUDENT_PASSWORD);
    for (let i = 0; i < 3; i++)
      await call(app, 'POST', '/api/settings/privacy/update', { token, body: { showProfileToBatch: i % 2 === 0 } });
    const first = await call<{ items: { kind: string; ip: string; createdAt: string }[]; total: number; limit: number; offset: number }>(
      app,
      'GET',
      '/api/settings/account/activity',
      { token },
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ limit: 50, offset: 0, total: 4 });
    expect(first.body.items.map((i) => i.kind)).toEqual(['privacy_changed', 'privacy_changed', 'privacy_changed', 'login']);
    expect(first.body.items[0]).toMatchObject({ ip: '127.0.0.1', createdAt: expect.stringMatching(/^\d{4}-/) });

    const page = await call<{ items: { kind: string }[]; total: number }>(app, 'GET', '/api/settings/account/activity?limit=2&offset=2', {
      token,
    });
    expect(page.body).toMatchObject({ limit: 2, offset: 2, total: 4 });
    expect(page.body.items.map((i) => i.kind)).toEqual(['privacy_changed', 'login']);
    expect((await call(app, 'GET', '/api/settings/account/activity?limit=1000', { token })).body.limit).toBe(100);
    expect((await call(app, 'GET', '/api/settings/account/activity?limit=-1', { token })).status).toBe(400);
  });
});

describe('GET /api/settings/account/export', () => {
  it('is a JSON attachment of everything held about the student, without secrets', async () => {
    const token = await login(app, amina, DEV_STUDENT_PASSWORD);
    const response = await app.inject({
      method: 'GET',
      url: '/api/settings/account/export',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="nuru-yangu-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = response.json();
    expect(Object.keys(data)).toEqual([
      'exportedAt',
      'account',
      'profile',
      'results',
      'payments',
      'stipends',
      'announcementAcknowledgements',
      'mentorshipRegistrations',
      'preferences',
      'privacy',
      'sessions',
      'activity',
    ]);
    expect(data.profile).toMatchObject({ email: amina, name: 'Amina Juma', batchNo: 1 });
    expect(data.payments.map((p: { controlNumber: string }) => p.controlNumber)).toContain('994120000103');
    expect(data.results.length).toBeGreaterThan(0);
    // The demo's runs left Amina out while her results waited for review: she reads why, and the bank details kept.
    expect(data.stipends.map((stipend: { period: string }) => stipend.period)).toEqual(['2024-2025 Semester 1', '2024-2025 Semester 2']);
    expect(data.stipends[0]).toMatchObject({
      runStatus: 'PAID',
      included: false,
      reasons: ['RESULTS_IN_REVIEW'],
      accountNumber: '0150100000101',
    });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.activity[0].kind).toBe('data_exported');
    expect(data.preferences.notifications).toEqual({ announcements: false, payments: false });
    expect(response.body).not.toMatch(/password|scrypt|secret/i);
  });
});

describe('POST /api/settings/account/delete', () => {
  it('needs the password, then soft-deletes: every session ends and login is refused', async () => {
    const email = 'leaving@students.example';
    await signUp(app, admin, email, 'Leaving!2026');
    const token = await login(app, email, 'Leaving!2026');
    const other = await login(app, email, 'Leaving!2026');
    expect(
      await call(app, 'POST', '/api/settings/account/delete', { token, body: { password: 'Wrong!Pass1', reason: 'Graduated' } }),
    ).toEqual({ status: 401, body: { message: 'Password is incorrect' } });
    expect((await call(app, 'GET', '/api/profile', { token })).status).toBe(200);

    expect(
      await call(app, 'POST', '/api/settings/account/delete', { token, body: { password: 'Leaving!2026', reason: 'Graduated' } }),
    ).toEqual({ status: 200, body: { message: 'Your account has been deleted' } });
    expect((await call(app, 'GET', '/api/profile', { token })).status).toBe(401);
    expect((await call(app, 'GET', '/api/profile', { token: other })).status).toBe(401);
    expect(await call(app, 'POST', '/api/auth/login', { body: { email, password: 'Leaving!2026' } })).toEqual({
      status: 401,
      body: { message: 'Invalid email or password' },
    });
  });

  it("keeps the programme's record anonymised, and the address signs up again only as a new account after a new invitation", async () => {
    const email = 'returning@students.example';
    await signUp(app, admin, email, 'Leaving!2026');
    const token = await login(app, email, 'Leaving!2026');
    const before = (await call<{ id: string }>(app, 'GET', '/api/profile', { token })).body;
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000, 1)]);
    expect((await uploadResult(app, token, { year: 'Y2022_2023', gpa: '3.3', file: { name: 'kept.pdf', bytes: pdf } })).status).toBe(200);
    expect(
      (await call(app, 'POST', '/api/settings/account/delete', { token, body: { password: 'Leaving!2026', reason: 'Moving abroad' } }))
        .status,
    ).toBe(200);

    // Sign-up again, as the deleted person or someone who took over the address, is refused without a new invitation.
    expect(await call(app, 'POST', '/api/auth/signup/initial', { body: { email, password: '', confirmPassword: '', token: '' } })).toEqual({
      status: 403,
      body: { message: 'This e-mail has not been invited to the programme. Please contact the foundation.' },
    });

    // A new invitation makes a new account: the old record is not overwritten.
    await signUp(app, admin, email, 'Returning!2026');
    const again = (
      await call<{ id: string; email: string }>(app, 'GET', '/api/profile', { token: await login(app, email, 'Returning!2026') })
    ).body;
    expect(again.email).toBe(email);
    expect(again.id).not.toBe(before.id);
    expect((await call<unknown[]>(app, 'GET', '/api/results/all', { token: await login(app, email, 'Returning!2026') })).body).toEqual([]);
  });
});
