import { describe, expect, it } from 'vitest';
import { DEMO_COHORT, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_PAYMENTS, SEED_STUDENTS } from '../app.js';
import { accountSettings, payments, results } from '../db/schema.js';
import type { Mailer } from '../notify/mailer.js';
import { backends, useBackend, useProviderOn } from '../testing/backends.js';
import { call, login } from '../testing/http.js';
import { upsertUserByEmail } from '../users/user-queries.js';
import { sendReminders } from './reminder-queries.js';
import { REMINDER_MESSAGES, REMINDER_WINDOW_MS } from './reminder-rules.js';

type Outcome = { message: string; sent: number; skipped: number; failed: number };

/** A mailbox that keeps what it is given, or refuses the addresses it is told to. */
function mailbox(refuse: string[] = []) {
  const sent: { to: string; subject: string; text: string }[] = [];
  const mailer: Mailer = {
    async send(message) {
      if (refuse.includes(message.to)) throw new Error('mailbox full');
      sent.push(message);
    },
    close() {},
  };
  return { sent, mailer };
}

describe.each(backends)('reminder rules on $name', (backend) => {
  const state = useBackend(backend);

  it('reminds each Active scholar missing the document once per 24 hours, per kind and year', async () => {
    const { db } = state.database;
    const scholar = (email: string, values: Record<string, unknown> = {}) =>
      upsertUserByEmail(db, email, { role: 'STUDENT', name: email.split('@')[0], batchNo: 7, completedAt: new Date(), ...values });
    const asha = await scholar('asha.reminder@students.example');
    const baraka = await scholar('baraka.reminder@students.example');
    await scholar('suspended.reminder@students.example', { enrollmentStatus: 'Suspended' });
    await scholar('other.batch.reminder@students.example', { batchNo: 8 });
    const uploaded = await scholar('uploaded.reminder@students.example');
    await db.insert(results).values({
      userId: uploaded.id,
      resultYear: 'Y2040_2041',
      gpa: 3,
      fileName: 'uploaded-reminder.pdf',
      originalName: 'r.pdf',
      fileSize: 1,
      fileType: 'application/pdf',
    });
    await db.insert(payments).values({ userId: asha.id, paymentType: 'NHIF', paymentYear: 'Y2040_2041', controlNumber: '991234567890' });
    const officer = await upsertUserByEmail(db, 'officer.reminder@foundation.example', { role: 'ADMIN' });
    const request = { kind: 'RESULTS' as const, year: 'Y2040_2041', batchNo: 7 };
    const start = new Date('2041-01-10T08:00:00Z');
    const at = (ms: number) => ({ now: new Date(start.getTime() + ms) });

    const first = mailbox();
    expect(await sendReminders(db, first.mailer, request, officer, at(0))).toEqual({ sent: 2, skipped: 0, failed: 0 });
    expect(first.sent.map((m) => m.to).sort()).toEqual([asha.email, baraka.email]);
    expect(first.sent[0]!.subject).toBe('Reminder: your academic results for 2040-2041');

    const again = mailbox();
    expect(await sendReminders(db, again.mailer, request, officer, at(REMINDER_WINDOW_MS - 1))).toEqual({ sent: 0, skipped: 2, failed: 0 });
    expect(again.sent).toEqual([]);
    // Another kind is another reminder: Asha has her NHIF control number, the others have not.
    const nhif = mailbox();
    expect(await sendReminders(db, nhif.mailer, { ...request, kind: 'NHIF' }, officer, at(1))).toEqual({ sent: 2, skipped: 0, failed: 0 });
    expect(nhif.sent.map((m) => m.to).sort()).toEqual([baraka.email, uploaded.email]);

    // A day later they are due again; a refused e-mail does not count as reminded.
    const later = mailbox([baraka.email]);
    expect(await sendReminders(db, later.mailer, request, officer, at(REMINDER_WINDOW_MS))).toEqual({ sent: 1, skipped: 0, failed: 1 });
    const retry = mailbox();
    expect(await sendReminders(db, retry.mailer, request, officer, at(REMINDER_WINDOW_MS + 1))).toEqual({ sent: 1, skipped: 1, failed: 0 });
    expect(retry.sent.map((m) => m.to)).toEqual([baraka.email]);
  });

  it("writes each scholar's reminder in their saved language, English for one who never chose", async () => {
    const { db } = state.database;
    const scholar = (email: string, name: string) =>
      upsertUserByEmail(db, email, { role: 'STUDENT', name, batchNo: 9, completedAt: new Date(), enrollmentStatus: 'Active' });
    const zuhura = await scholar('zuhura.lugha@students.example', 'Zuhura Ally');
    const peter = await scholar('peter.language@students.example', 'Peter Mollel');
    const neema = await scholar('neema.default@students.example', '');
    await db.insert(accountSettings).values([
      { userId: zuhura.id, language: 'sw' },
      { userId: peter.id, language: 'en' },
    ]);
    const officer = await upsertUserByEmail(db, 'officer.language@foundation.example', { role: 'ADMIN' });

    const box = mailbox();
    const request = { kind: 'UNIVERSITY_FEE' as const, year: 'Y2042_2043', batchNo: 9 };
    expect(await sendReminders(db, box.mailer, request, officer)).toEqual({ sent: 3, skipped: 0, failed: 0 });
    const to = (email: string) => box.sent.find((m) => m.to === email);
    expect(to(zuhura.email)).toMatchObject({
      subject: 'Kikumbusho: namba yako ya malipo ya ada ya chuo kwa mwaka wa masomo 2042-2043',
      text:
        'Ndugu Zuhura Ally,\n\nKumbukumbu zetu zinaonyesha kuwa bado hujafanya hili kwa mwaka wa masomo 2042-2043: ' +
        'wasilisha namba yako ya malipo ya ada ya chuo. Tafadhali fanya hivyo kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu, sehemu ya Malipo.' +
        '\n\nKama umeshafanya hivyo hivi punde, tafadhali puuza kikumbusho hiki.',
    });
    const english = (name: string) => ({
      subject: 'Reminder: your university fee control number for 2042-2043',
      text:
        `Dear ${name},\n\nOur records show that you have not yet done this for 2042-2043: submit your university fee control number. ` +
        'Please do it in the Nuru Yangu Scholarship Portal under Payment.\n\nIf you have just done it, please ignore this reminder.',
    });
    expect(to(peter.email)).toMatchObject(english('Peter Mollel'));
    expect(to(neema.email)).toMatchObject(english('scholar'));
  });
});

const activeScholars = [
  ...SEED_STUDENTS.map((s) => ({
    email: s.email,
    batchNo: s.batchNo,
    fee: (year: string) => SEED_PAYMENTS.some((p) => p.email === s.email && p.paymentYear === year && p.paymentType === 'UNIVERSITY_FEE'),
  })),
  ...DEMO_COHORT.filter((s) => s.enrollmentStatus === 'Active').map((s) => ({
    email: s.email,
    batchNo: s.batchNo,
    fee: (year: string) => s.years.some((y) => y.year === year && y.universityFee.state !== 'MISSING'),
  })),
];

describe.each(backends)('POST /admin/reminders on $name', (backend) => {
  const provider = useProviderOn(backend);
  const post = (token: string | undefined, body: unknown) => call<Outcome>(provider.app, 'POST', '/api/admin/reminders', { token, body });

  it('sends then skips: a second click in a row sends nothing, and two officers at once send each reminder once', async () => {
    const token = await login(provider.app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const due = activeScholars.filter((s) => s.batchNo === 2 && !s.fee('Y2024_2025')).length;
    expect(due).toBeGreaterThan(0);
    const body = { kind: 'UNIVERSITY_FEE', year: 'Y2024_2025', batchNo: 2 };
    const [one, two] = await Promise.all([post(token, body), post(token, body)]);
    expect([one, two].map((a) => a.status)).toEqual([200, 200]);
    expect(one.body.sent + two.body.sent).toBe(due);
    expect(Math.min(one.body.sent, two.body.sent)).toBe(0);
    expect(await post(token, body)).toEqual({
      status: 200,
      body: { message: REMINDER_MESSAGES.sent(0, due), sent: 0, skipped: due, failed: 0 },
    });

    const audit = await call<{ total: number; items: { after: { kind: string } }[] }>(
      provider.app,
      'GET',
      '/api/admin/audit?action=reminder.sent&pageSize=1',
      { token },
    );
    expect(audit.body.total).toBe(due);
  });

  it.each([
    [{ kind: 'STIPEND', year: 'Y2024_2025' }, REMINDER_MESSAGES.invalidKind],
    [{ kind: 'RESULTS' }, REMINDER_MESSAGES.yearRequired],
    [{ kind: 'RESULTS', year: '2024' }, 'Year must look like Y2024_2025'],
    [{ kind: 'RESULTS', year: 'Y2024_2025', batchNo: -1 }, REMINDER_MESSAGES.invalidBatch],
  ])('refuses %j (400)', async (body, message) => {
    const token = await login(provider.app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    expect(await post(token, body)).toEqual({ status: 400, body: { message } });
  });

  it('answers a student 403 before reading anything', async () => {
    const token = await login(provider.app, SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD);
    expect((await post(token, { kind: 'NOPE' })).status).toBe(403);
  });
});
