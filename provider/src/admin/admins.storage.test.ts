import { describe, expect, it } from 'vitest';
import { DEMO_OFFICER, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../app.js';
import { AUTH_MESSAGES } from '../auth/messages.js';
import { backends, useProviderOn } from '../testing/backends.js';
import { call, latestCode, login, mailsTo, PROFILE } from '../testing/http.js';
import { ADMIN_ACCOUNT_MESSAGES as M } from './admin-account-rules.js';
import { ADMIN_INVITATION_MESSAGES as AI } from './admin-invitation-rules.js';
import { ADMIN_NOTICE_MAIL } from './mail-words.js';

type Admin = { id: string; email: string; name: string; active: boolean };

describe.each(backends)('administrators on $name', (backend) => {
  const provider = useProviderOn(backend);
  const as = async (email: string, password: string) => {
    const token = await login(provider.app, email, password);
    return <T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
      call<T>(provider.app, method, `/api/admin/${url}`, { token, body });
  };
  const admins = async (admin: Awaited<ReturnType<typeof as>>) => (await admin<{ items: Admin[]; total: number }>('GET', 'admins')).body;

  it('invites an administrator, who, once another confirms it, signs up with a code and a password, no scholar profile, and can act at once', async () => {
    const admin = await as(DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const officer = await as(DEMO_OFFICER.email, DEV_ADMIN_PASSWORD);
    expect(await admin('POST', 'admins/invite', { email: 'x', name: 'X' })).toEqual({
      status: 400,
      body: { message: 'Invalid e-mail address: x' },
    });
    expect(await admin('POST', 'admins/invite', { email: 'new.officer@nuruyangu.example', name: ' ' })).toEqual({
      status: 400,
      body: { message: M.nameRequired },
    });
    expect(await admin('POST', 'admins/invite', { email: DEMO_OFFICER.email, name: 'Again' })).toEqual({
      status: 409,
      body: { message: M.registered },
    });

    const invited = await admin('POST', 'admins/invite', { email: 'New.Officer@nuruyangu.example', name: 'Rehema Mrema' });
    expect(invited).toMatchObject({
      status: 200,
      body: {
        message: AI.invitedAwaiting('new.officer@nuruyangu.example'),
        data: { role: 'ADMIN', batchNo: null, status: 'PENDING', confirmedAt: null },
      },
    });
    expect(await admin('POST', 'admins/invite', { email: 'new.officer@nuruyangu.example', name: 'Rehema Mrema' })).toEqual({
      status: 409,
      body: { message: M.invited },
    });

    const email = 'new.officer@nuruyangu.example';
    expect(await mailsTo(provider.app, email)).toEqual([]);
    const invitationId = (invited.body.data as { id: string }).id;
    expect((await officer('POST', `admins/invitations/${invitationId}/confirm`)).status).toBe(200);
    // No account, so no saved language: Kiswahili, then English.
    expect(await mailsTo(provider.app, email)).toEqual([
      expect.objectContaining({
        subject:
          'Umealikwa kuwa msimamizi wa Mfumo wa Ufadhili wa Masomo wa Nuru Yangu / ' +
          'You are invited to administer the Nuru Yangu Scholarship Portal',
        text:
          'Ndugu Rehema Mrema,\n\nUmealikwa kujiunga na maafisa wa programu ya ufadhili wa masomo ya Nuru Yangu kama msimamizi.\n\n' +
          'Jisajili kwenye Mfumo wa Ufadhili wa Masomo kwa kutumia anwani hii ya barua pepe: tutakutumia msimbo wa uthibitisho ili uendelee.' +
          '\n\n--- English ---\n\n' +
          'Dear Rehema Mrema,\n\nYou have been invited to join the programme officers of the Nuru Yangu scholarship programme as an administrator.\n\n' +
          'Sign up on the Scholarship Portal with this e-mail address: we will send you a verification code to continue.',
      }),
    ]);
    const password = 'Officer!2026x';
    const step = (url: string, body: unknown) => call(provider.app, 'POST', `/api/auth/signup/${url}`, { body });
    expect((await step('initial', { email, password: '', confirmPassword: '' })).status).toBe(200);
    expect((await step('initial', { email, token: await latestCode(provider.app, email) })).status).toBe(200);
    expect(await step('set-password', { email, password })).toEqual({
      status: 200,
      body: { message: AUTH_MESSAGES.adminAccountReady, next: 'SIGN_IN' },
    });
    expect((await step('complete', { ...PROFILE, email })).status).toBe(409);

    const newOfficer = await as(email, password);
    expect(
      (
        await call<{ role: string; name: string }>(provider.app, 'GET', '/api/profile', {
          token: await login(provider.app, email, password),
        })
      ).body,
    ).toMatchObject({
      role: 'ADMIN',
      name: 'Rehema Mrema',
    });
    expect((await admins(newOfficer)).items.map((a) => a.email)).toContain(email);
    const audit = await admin<{ items: { action: string; after: { email: string } }[] }>('GET', 'audit?action=admin.invited');
    expect(audit.body.items.map((entry) => entry.after.email)).toEqual([email]);
  });

  it('deactivates another administrator (signed out, cannot sign in), never yourself; two racing cannot both win', async () => {
    const admin = await as(DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const officer = await as(DEMO_OFFICER.email, DEV_ADMIN_PASSWORD);
    const list = await admins(admin);
    const me = list.items.find((a) => a.email === DEV_ADMIN_EMAIL)!;
    const other = list.items.find((a) => a.email === DEMO_OFFICER.email)!;
    expect(await admin('PUT', `admins/${me.id}/active`, { active: false })).toEqual({ status: 409, body: { message: M.notYourself } });
    expect(await admin('PUT', `admins/${other.id}/active`, { active: 'no' })).toEqual({
      status: 400,
      body: { message: 'active must be a boolean' },
    });
    expect(await admin('PUT', '/admins/00000000-0000-4000-8000-000000000000/active', { active: false })).toMatchObject({ status: 404 });

    // Each switches the other off at the same moment: one wins; the other no longer acts.
    const [first, second] = await Promise.all([
      admin('PUT', `admins/${other.id}/active`, { active: false }),
      officer('PUT', `admins/${me.id}/active`, { active: false }),
    ]);
    // The loser is refused whichever way the race went: signed out already (401), or switched off while it
    // waited for the lock (403).
    const statuses = [first.status, second.status].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403]).toContain(statuses[1]);
    const winner =
      first.status === 200
        ? { act: admin, lost: other, lostPassword: DEV_ADMIN_PASSWORD }
        : { act: officer, lost: me, lostPassword: DEV_ADMIN_PASSWORD };
    expect((await admins(winner.act)).items.find((a) => a.id === winner.lost.id)?.active).toBe(false);
    // Its right password answers as a wrong one does: nobody can confirm it.
    for (const password of [winner.lostPassword, 'Wrong!Pass1']) {
      expect(await call(provider.app, 'POST', '/api/auth/login', { body: { email: winner.lost.email, password } })).toEqual({
        status: 401,
        body: { message: AUTH_MESSAGES.invalidCredentials },
      });
    }
    expect(await winner.act('PUT', `admins/${winner.lost.id}/active`, { active: false })).toEqual({
      status: 409,
      body: { message: M.unchanged(false) },
    });
    expect(await winner.act('PUT', `admins/${winner.lost.id}/active`, { active: true })).toMatchObject({
      status: 200,
      body: { data: { active: true } },
    });
    expect(
      (await call(provider.app, 'POST', '/api/auth/login', { body: { email: winner.lost.email, password: winner.lostPassword } })).status,
    ).toBe(200);
    const audit = await winner.act<{ items: { action: string; before: { active: boolean }; after: { active: boolean } }[] }>(
      'GET',
      'audit?entity=admin&pageSize=2',
    );
    expect(audit.body.items.map((entry) => [entry.action, entry.before.active, entry.after.active])).toEqual([
      ['admin.activated', false, true],
      ['admin.deactivated', true, false],
    ]);
  });

  it("signs out a deactivated administrator's live sessions", async () => {
    const admin = await as(DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const officer = await as(DEMO_OFFICER.email, DEV_ADMIN_PASSWORD);
    const other = (await admins(admin)).items.find((a) => a.email === DEMO_OFFICER.email)!;
    expect((await officer('GET', 'admins')).status).toBe(200);
    expect((await admin('PUT', `admins/${other.id}/active`, { active: false })).status).toBe(200);
    expect((await officer('GET', 'admins')).status).toBe(401);
    expect((await admin('PUT', `admins/${other.id}/active`, { active: true })).status).toBe(200);
  });

  it('e-mails every active administrator, and the one switched, when an administrator is deactivated or reactivated', async () => {
    const admin = await as(DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const list = (await admins(admin)).items;
    const other = list.find((a) => a.email === DEMO_OFFICER.email)!;
    const actor = { name: 'Programme Administrator', email: DEV_ADMIN_EMAIL };
    const target = { name: other.name, email: other.email };
    const activeOthers = list.filter((a) => a.active && a.email !== DEV_ADMIN_EMAIL && a.email !== DEMO_OFFICER.email);
    expect(activeOthers.length).toBeGreaterThan(0);

    expect((await admin('PUT', `admins/${other.id}/active`, { active: false })).status).toBe(200);
    for (const email of [DEV_ADMIN_EMAIL, DEMO_OFFICER.email, ...activeOthers.map((a) => a.email)])
      expect({ email, mail: (await mailsTo(provider.app, email))[0] }).toMatchObject({
        email,
        mail: ADMIN_NOTICE_MAIL.en.deactivated(actor, target),
      });
    expect((await admin('PUT', `admins/${other.id}/active`, { active: true })).status).toBe(200);
    for (const email of [DEV_ADMIN_EMAIL, DEMO_OFFICER.email, ...activeOthers.map((a) => a.email)])
      expect({ email, mail: (await mailsTo(provider.app, email))[0] }).toMatchObject({
        email,
        mail: ADMIN_NOTICE_MAIL.en.activated(actor, target),
      });
  });
});
