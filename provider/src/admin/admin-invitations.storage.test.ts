import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_OFFICER, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../app.js';
import { AUTH_MESSAGES } from '../auth/messages.js';
import { backends, useProviderOn } from '../testing/backends.js';
import { call, latestCode, login, mailsTo, saveLanguage } from '../testing/http.js';
import { ADMIN_CONFIRMATION_WAIT_MS, ADMIN_INVITATION_MESSAGES as AI } from './admin-invitation-rules.js';
import { ADMIN_NOTICE_MAIL } from './mail-words.js';

type Pending = {
  id: string;
  email: string;
  invitedBy: { id: string; name: string } | null;
  confirmedAt: string | null;
  confirmedBy: { id: string; name: string } | null;
  waitingEndsAt: string | null;
  viewerCanConfirm: boolean;
  confirmBlock: string | null;
};

const PASSWORD = 'Officer!2026x';
const INVITED_SUBJECT = ADMIN_NOTICE_MAIL.en.invited({ name: '', email: '' }, { name: '', email: '' }, null).subject;

afterEach(() => void vi.useRealTimers());

describe.each(backends)("administrators' invitations on $name", (backend) => {
  const provider = useProviderOn(backend);
  const as = async (email: string, password = DEV_ADMIN_PASSWORD) => {
    const token = await login(provider.app, email, password);
    return <T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      call<T>(provider.app, method, `/api/admin/${url}`, { token, body });
  };
  type Desk = Awaited<ReturnType<typeof as>>;
  const pendingOf = async (desk: Desk, email: string) =>
    (await desk<{ items: Pending[] }>('GET', 'admins/invitations')).body.items.find((row) => row.email === email)!;
  const signUp = async (email: string) => {
    const step = (url: string, body: unknown) => call(provider.app, 'POST', `/api/auth/signup/${url}`, { body });
    const started = await step('initial', { email, password: '', confirmPassword: '' });
    if (started.status !== 200) return started;
    expect((await step('initial', { email, token: await latestCode(provider.app, email) })).status).toBe(200);
    return step('set-password', { email, password: PASSWORD });
  };
  const subjects = async (email: string) => (await mailsTo(provider.app, email)).map((mail) => mail.subject);

  it('lets no officer make a second one alone: the invitee cannot sign up until another administrator confirms it', async () => {
    const admin = await as(DEV_ADMIN_EMAIL);
    const officer = await as(DEMO_OFFICER.email);
    const email = 'second.officer@nuruyangu.example';
    const invited = await admin<{ data: { id: string } }>('POST', 'admins/invite', { email, name: 'Baraka Second' });
    expect(invited.status).toBe(200);

    // Nothing reaches the invitee, and an address told of it out of band cannot sign up: no account to approve with.
    expect(await mailsTo(provider.app, email)).toEqual([]);
    expect(await call(provider.app, 'POST', '/api/auth/signup/initial', { body: { email, password: '', confirmPassword: '' } })).toEqual({
      status: 403,
      body: { message: AUTH_MESSAGES.adminInvitationUnconfirmed },
    });
    expect(await mailsTo(provider.app, email)).toEqual([]);
    expect(await admin('POST', `invitations/${invited.body.data.id}/resend`)).toEqual({ status: 409, body: { message: AI.unconfirmed } });

    // The inviter sees why they cannot confirm it; the other officer may.
    const asInviter = await pendingOf(admin, email);
    expect(asInviter).toMatchObject({ invitedBy: { name: 'Programme Administrator' }, viewerCanConfirm: false, confirmBlock: 'INVITER' });
    expect(await admin('POST', `admins/invitations/${invited.body.data.id}/confirm`)).toEqual({
      status: 409,
      body: { message: AI.inviter },
    });
    expect(await pendingOf(officer, email)).toMatchObject({ viewerCanConfirm: true, confirmBlock: null, confirmedAt: null });

    const confirmed = await officer<{ message: string; data: Pending }>('POST', `admins/invitations/${invited.body.data.id}/confirm`);
    expect(confirmed).toMatchObject({
      status: 200,
      body: {
        message: AI.confirmedOne(email),
        data: { email, confirmedAt: expect.any(String), confirmedBy: { name: DEMO_OFFICER.name }, confirmBlock: 'CONFIRMED' },
      },
    });
    expect(await officer('POST', `admins/invitations/${invited.body.data.id}/confirm`)).toEqual({
      status: 409,
      body: { message: AI.confirmed },
    });
    expect(await subjects(email)).toEqual([expect.stringContaining('You are invited to administer the Nuru Yangu Scholarship Portal')]);
    expect(await signUp(email)).toMatchObject({ status: 200, body: { next: 'SIGN_IN' } });
    expect((await admin<{ items: Pending[] }>('GET', 'admins/invitations')).body.items.map((row) => row.email)).not.toContain(email);

    const audit = await admin<{ items: { action: string; actorEmail: string; after: { confirmedAt: string | null } }[] }>(
      'GET',
      `audit?entity=invitation&entityId=${invited.body.data.id}`,
    );
    expect(audit.body.items.map((entry) => [entry.action, entry.actorEmail, entry.after.confirmedAt !== null])).toEqual([
      ['admin.invitation_confirmed', DEMO_OFFICER.email, true],
      ['admin.invited', DEV_ADMIN_EMAIL, false],
    ]);
  });

  it('e-mails every active administrator, in their language, when one is invited and when it is confirmed', async () => {
    const admin = await as(DEV_ADMIN_EMAIL);
    const officer = await as(DEMO_OFFICER.email);
    const officerToken = await login(provider.app, DEMO_OFFICER.email, DEV_ADMIN_PASSWORD);
    await saveLanguage(provider.app, officerToken, 'sw');
    const email = 'told.officer@nuruyangu.example';
    const before = {
      admin: (await mailsTo(provider.app, DEV_ADMIN_EMAIL)).length,
      officer: (await mailsTo(provider.app, DEMO_OFFICER.email)).length,
    };

    const invited = await admin<{ data: { id: string } }>('POST', 'admins/invite', { email, name: 'Neema Told' });
    const inviter = { name: 'Programme Administrator', email: DEV_ADMIN_EMAIL };
    const invitee = { name: 'Neema Told', email };
    // Another administrator is active: no one may confirm it alone, so the notice names no date.
    expect((await mailsTo(provider.app, DEV_ADMIN_EMAIL))[0]).toMatchObject(ADMIN_NOTICE_MAIL.en.invited(inviter, invitee, null));
    expect((await mailsTo(provider.app, DEMO_OFFICER.email))[0]).toMatchObject(ADMIN_NOTICE_MAIL.sw.invited(inviter, invitee, null));

    await officer('POST', `admins/invitations/${invited.body.data.id}/confirm`);
    const confirmer = { name: DEMO_OFFICER.name, email: DEMO_OFFICER.email };
    expect((await mailsTo(provider.app, DEV_ADMIN_EMAIL))[0]).toMatchObject(ADMIN_NOTICE_MAIL.en.confirmed(confirmer, invitee));
    expect((await mailsTo(provider.app, DEMO_OFFICER.email))[0]).toMatchObject(ADMIN_NOTICE_MAIL.sw.confirmed(confirmer, invitee));
    expect((await mailsTo(provider.app, DEV_ADMIN_EMAIL)).length - before.admin).toBe(2);
    expect((await mailsTo(provider.app, DEMO_OFFICER.email)).length - before.officer).toBe(2);
    await saveLanguage(provider.app, officerToken, 'en');
  });

  it('lets the only active administrator confirm their own invitation only once the waiting period after the notice is over', async () => {
    const admin = await as(DEV_ADMIN_EMAIL);
    const others = (await admin<{ items: { id: string; email: string; active: boolean }[] }>('GET', 'admins')).body.items.filter(
      (row) => row.email !== DEV_ADMIN_EMAIL && row.active,
    );
    for (const other of others) expect((await admin('PUT', `admins/${other.id}/active`, { active: false })).status).toBe(200);
    const email = 'alone.officer@nuruyangu.example';
    const invited = await admin<{ data: { id: string } }>('POST', 'admins/invite', { email, name: 'Juma Alone' });
    const notice = (await mailsTo(provider.app, DEV_ADMIN_EMAIL)).find((mail) => mail.subject === INVITED_SUBJECT)!;
    const pending = await pendingOf(admin, email);
    const endsAt = new Date(pending.waitingEndsAt!);
    expect(endsAt.getTime() - new Date(notice.sentAt).getTime()).toBeGreaterThanOrEqual(ADMIN_CONFIRMATION_WAIT_MS - 1_000);
    expect(notice.text).toContain('As no other administrator is active, Programme Administrator');
    // No one else is active: the switched-off officers are told too, with the day the inviter may confirm it alone.
    for (const other of others)
      expect((await mailsTo(provider.app, other.email)).find((mail) => mail.text.includes(email))?.text).toContain(
        'As no other administrator is active, Programme Administrator',
      );

    expect(pending).toMatchObject({ viewerCanConfirm: false, confirmBlock: 'WAITING_PERIOD' });
    expect(await admin('POST', `admins/invitations/${invited.body.data.id}/confirm`)).toEqual({
      status: 409,
      body: { message: AI.waiting(endsAt) },
    });
    expect((await signUp(email)).status).toBe(403);

    vi.useFakeTimers({ toFake: ['Date'], now: endsAt.getTime() + 1_000 });
    const later = await as(DEV_ADMIN_EMAIL);
    expect(await pendingOf(later, email)).toMatchObject({ viewerCanConfirm: true, confirmBlock: null });
    expect((await later('POST', `admins/invitations/${invited.body.data.id}/confirm`)).status).toBe(200);
    expect(await signUp(email)).toMatchObject({ status: 200, body: { next: 'SIGN_IN' } });
    for (const other of others) expect((await later('PUT', `admins/${other.id}/active`, { active: true })).status).toBe(200);
  });

  it('is listed for administrators only, and a confirmation of nothing is a 404', async () => {
    const admin = await as(DEV_ADMIN_EMAIL);
    expect(await admin('POST', 'admins/invitations/00000000-0000-4000-8000-000000000000/confirm')).toEqual({
      status: 404,
      body: { message: AI.notFound },
    });
    expect(await admin('POST', 'admins/invitations/not-an-id/confirm')).toEqual({ status: 404, body: { message: AI.notFound } });
    // A scholar's invitation is not an administrator's to confirm.
    const scholar = await admin<{ items: { id: string; role: string }[] }>('GET', 'invitations?status=PENDING');
    const scholarInvitation = scholar.body.items.find((row) => row.role === 'STUDENT')!;
    expect((await admin('POST', `admins/invitations/${scholarInvitation.id}/confirm`)).status).toBe(404);
  });
});

describe.each(backends)('ADMIN_EMAIL_DOMAINS on $name', (backend) => {
  const provider = useProviderOn(backend, { adminEmailDomains: ['nuruyangu.example'] });

  it('refuses to invite an administrator at any other domain, a look-alike or a sub-domain included', async () => {
    const token = await login(provider.app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const invite = (email: string) => call(provider.app, 'POST', '/api/admin/admins/invite', { token, body: { email, name: 'Someone' } });
    for (const email of [
      'someone@gmail.com',
      'someone@nuruyangu.example.evil.test',
      'someone@mail.nuruyangu.example',
      'someone@nuruyangu-example.com',
    ])
      expect({ email, ...(await invite(email)) }).toEqual({ email, status: 400, body: { message: AI.domain(['nuruyangu.example']) } });
    expect((await invite('Someone@NuruYangu.example')).status).toBe(200);
    // Scholars are invited at any address.
    expect(
      (await call(provider.app, 'POST', '/api/admin/students/invite', { token, body: { emails: ['someone@gmail.com'], batchNo: 1 } }))
        .status,
    ).toBe(200);
  });
});
