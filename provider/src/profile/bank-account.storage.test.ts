import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '../app.js';
import { users } from '../db/schema.js';
import { backends } from '../testing/backends.js';
import { call, login, mailsTo, saveLanguage } from '../testing/http.js';
import { useProviderAndDatabase } from '../testing/provider-and-database.js';

// Changing the account a scholar's stipend is paid into, over HTTP: the password first, then the officers' log
// (masked), the scholar's e-mail and the officers' page of the scholar; a save that leaves it alone needs none of it.

type AuditItem = { actorEmail: string; action: string; entity: string; entityId: string; before: unknown; after: unknown };
type StudentPage = { profile: { maskedAccountNumber: string | null; accountNumberChangedAt: string | null } };

const SUBJECT = 'Your Nuru Yangu bank account number was changed';

describe.each(backends)("a scholar's bank account number on $name", (backend) => {
  const provider = useProviderAndDatabase(backend);
  const as = async (email: string, password = DEV_STUDENT_PASSWORD) => {
    const token = await login(provider.app, email, password);
    return {
      save: (body: unknown) => call(provider.app, 'PUT', '/api/profile/info', { token, body }),
      profile: async () =>
        (await call<{ id: string; accountNumber: string | null; phoneNumber: string }>(provider.app, 'GET', '/api/profile', { token }))
          .body,
      token,
    };
  };
  const officer = async () => {
    const token = await login(provider.app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    return {
      audit: async (entityId: string) =>
        (
          await call<{ items: AuditItem[] }>(
            provider.app,
            'GET',
            `/api/admin/audit?action=student.bank_account_changed&entityId=${entityId}`,
            { token },
          )
        ).body.items,
      page: async (id: string) => (await call<StudentPage>(provider.app, 'GET', `/api/admin/students/${id}`, { token })).body.profile,
    };
  };
  const notices = async (email: string) =>
    (await mailsTo(provider.app, email)).filter((mail) => /bank account|akaunti yako ya benki/.test(mail.subject));

  it('needs the current password: a stolen session alone changes nothing, tells no one and logs nothing', async () => {
    const amina = SEED_STUDENTS[0];
    const scholar = await as(amina.email);
    const { id } = await scholar.profile();
    expect(await scholar.save({ accountNumber: '0150999999999' })).toEqual({
      status: 400,
      body: { message: 'Enter your current password to change the account number' },
    });
    expect(await scholar.save({ accountNumber: '0150999999999', currentPassword: 'Wrong!Pass1' })).toEqual({
      status: 401,
      body: { message: 'Current password is incorrect' },
    });
    // A number that is not one is refused before the password is even looked at.
    expect(
      await scholar.save({
        accountNumber: '0150999999999\r\n9999999999,Attacker,10000000,NY-1-0002',
        currentPassword: DEV_STUDENT_PASSWORD,
      }),
    ).toEqual({
      status: 400,
      body: { message: 'Account number must be 8 to 20 digits' },
    });
    expect((await scholar.profile()).accountNumber).toBe(amina.accountNumber);
    expect(await notices(amina.email)).toEqual([]);
    expect(await (await officer()).audit(id)).toEqual([]);
  });

  it('with the password: saved trimmed, logged masked for the officers, shown on their page, and the scholar told in their language', async () => {
    const baraka = SEED_STUDENTS[1];
    const scholar = await as(baraka.email);
    await saveLanguage(provider.app, scholar.token, 'sw');
    const { id } = await scholar.profile();
    const desk = await officer();
    expect(await desk.page(id)).toMatchObject({
      maskedAccountNumber: `••••••${baraka.accountNumber.slice(-4)}`,
      accountNumberChangedAt: null,
    });

    expect(await scholar.save({ accountNumber: ' 0150777777123 ', currentPassword: DEV_STUDENT_PASSWORD })).toEqual({
      status: 200,
      body: { message: 'Profile updated successfully' },
    });
    expect((await scholar.profile()).accountNumber).toBe('0150777777123');

    const [entry, ...more] = await desk.audit(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorEmail: baraka.email,
      action: 'student.bank_account_changed',
      entity: 'student',
      entityId: id,
      before: { accountNumber: `••••••${baraka.accountNumber.slice(-4)}` },
      after: { accountNumber: '••••••7123' },
    });
    expect(JSON.stringify(entry)).not.toContain('0150777777123');
    const page = await desk.page(id);
    expect(page.maskedAccountNumber).toBe('••••••7123');
    expect(Date.parse(page.accountNumberChangedAt!)).not.toBeNaN();

    const [notice, ...others] = await notices(baraka.email);
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      subject: 'Namba ya akaunti yako ya benki ya Nuru Yangu imebadilishwa',
      text:
        `Habari ${baraka.name},\n\nAkaunti ya benki ambayo posho zako za Nuru Yangu hulipwa imebadilishwa kuwa ••••••7123 ` +
        '(tarakimu 4 za mwisho pekee ndizo zinaonyeshwa).\n\nKama si wewe uliyefanya hivi, wasiliana na ofisi ya programu mara moja: ' +
        'huenda mtu mwingine anatumia akaunti yako na anaweza kufanya posho yako ilipwe kwake.',
    });
    expect(notice!.text).not.toContain('0150777777123');
  });

  it('a save that sends the same number back needs no password and tells no one; clearing it is a change', async () => {
    const neema = SEED_STUDENTS[2];
    const scholar = await as(neema.email);
    const { id } = await scholar.profile();
    expect((await scholar.save({ accountNumber: ` ${neema.accountNumber} `, phoneNumber: '+255700000042' })).status).toBe(200);
    expect(await notices(neema.email)).toEqual([]);
    expect(await (await officer()).audit(id)).toEqual([]);

    expect((await scholar.save({ accountNumber: '', currentPassword: DEV_STUDENT_PASSWORD })).status).toBe(200);
    expect((await scholar.profile()).accountNumber).toBeNull();
    expect((await (await officer()).audit(id))[0]).toMatchObject({
      before: { accountNumber: `••••••${neema.accountNumber.slice(-4)}` },
      after: { accountNumber: null },
    });
    expect((await notices(neema.email))[0]).toMatchObject({ subject: SUBJECT });
  });

  it('counts only the saves that carry a password against the password checks', async () => {
    const juma = SEED_STUDENTS[3];
    const scholar = await as(juma.email);
    for (let i = 0; i < 12; i++) expect((await scholar.save({ phoneNumber: `+2557000001${String(i).padStart(2, '0')}` })).status).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await scholar.save({ accountNumber: '0150123123123', currentPassword: `Wrong!Pass${i}` })).status).toBe(401);
    expect((await scholar.save({ accountNumber: '0150123123123', currentPassword: DEV_STUDENT_PASSWORD })).status).toBe(429);
    expect((await scholar.save({ phoneNumber: '+255700000199' })).status).toBe(200);
    expect((await scholar.profile()).accountNumber).toBe(juma.accountNumber);
  });

  it('a number saved before the rule does not stop other changes, and is replaced only by a valid one', async () => {
    const amina = SEED_STUDENTS[0];
    await provider.write(async (db) => {
      await db.update(users).set({ accountNumber: 'ACC 0150-123' }).where(eq(users.email, amina.email));
    });
    const scholar = await as(amina.email);
    expect((await scholar.save({ accountNumber: 'ACC 0150-123', phoneNumber: '+255700000077' })).status).toBe(200);
    expect(await scholar.profile()).toMatchObject({ accountNumber: 'ACC 0150-123', phoneNumber: '+255700000077' });
    expect(await scholar.save({ accountNumber: 'ACC 0150-124', currentPassword: DEV_STUDENT_PASSWORD })).toEqual({
      status: 400,
      body: { message: 'Account number must be 8 to 20 digits' },
    });
    expect((await scholar.save({ accountNumber: '0150123000001', currentPassword: DEV_STUDENT_PASSWORD })).status).toBe(200);
    const { id } = await scholar.profile();
    // The old value was not a number: the log shows none of it.
    expect((await (await officer()).audit(id))[0]).toMatchObject({
      before: { accountNumber: '••••••????' },
      after: { accountNumber: '••••••0001' },
    });
  });
});
