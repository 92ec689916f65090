import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider';
import { LAST_ADMINISTRATOR_DELETION } from '@nuru/rules/settings';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { json, startPeer } from '../testing/peer.js';
import { LOGIN, gql, onlyError, signIn, startGateway, useStack } from '../testing/stack.js';

const stack = useStack();

const [amina, baraka, neema, juma] = SEED_STUDENTS.map((s) => s.email) as [string, string, string, string];
const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in from a browser with that user-agent; answers the token. */
async function signInFrom(email: string, userAgent: string): Promise<string> {
  const response = await stack.gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    payload: { query: LOGIN, variables: { email, password: DEV_STUDENT_PASSWORD } },
  });
  const token = response.json().data?.login?.token;
  if (!token) throw new Error(`login failed: ${response.body}`);
  return token;
}

const wrong = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

describe('preferences and privacy', () => {
  const NOTIFICATIONS = `{ notificationPreferences { announcements payments } }`;
  const UPDATE_NOTIFICATIONS = `mutation U($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { announcements payments } }`;
  const ALL = `{ accountPreferences { notifications { announcements payments } language timezone dateFormat securityEmail twoFactorEnabled } }`;
  const UPDATE_ALL = `mutation U($input: AccountPreferencesInput!) { updateAccountPreferences(input: $input) { notifications { announcements payments } language timezone dateFormat } }`;
  const PRIVACY = `{ privacySettings { showProfileToBatch shareResultsWithMentors } }`;
  const UPDATE_PRIVACY = `mutation U($input: PrivacySettingsInput!) { updatePrivacySettings(input: $input) { showProfileToBatch shareResultsWithMentors } }`;

  it('reads the defaults and saves changes', async () => {
    const token = await signIn(stack.gateway, amina, DEV_STUDENT_PASSWORD);
    expect((await gql(stack.gateway, NOTIFICATIONS, {}, token)).data).toEqual({
      notificationPreferences: { announcements: true, payments: true },
    });
    expect((await gql(stack.gateway, UPDATE_NOTIFICATIONS, { input: { announcements: false } }, token)).data).toEqual({
      updateNotificationPreferences: { announcements: false, payments: true },
    });

    expect((await gql(stack.gateway, ALL, {}, token)).data?.accountPreferences).toEqual({
      notifications: { announcements: false, payments: true },
      language: 'en',
      timezone: 'Africa/Dar_es_Salaam',
      dateFormat: 'DD/MM/YYYY',
      securityEmail: null,
      twoFactorEnabled: false,
    });
    expect(
      (await gql(stack.gateway, UPDATE_ALL, { input: { language: 'sw', timezone: 'Africa/Kampala', dateFormat: 'YYYY-MM-DD' } }, token))
        .data?.updateAccountPreferences,
    ).toEqual({
      notifications: { announcements: false, payments: true },
      language: 'sw',
      timezone: 'Africa/Kampala',
      dateFormat: 'YYYY-MM-DD',
    });
    expect(onlyError(await gql(stack.gateway, UPDATE_ALL, { input: { timezone: 'Mars/Base' } }, token))).toEqual({
      message: 'Unknown time zone',
      code: 'BAD_USER_INPUT',
    });

    expect((await gql(stack.gateway, PRIVACY, {}, token)).data).toEqual({
      privacySettings: { showProfileToBatch: true, shareResultsWithMentors: false },
    });
    expect((await gql(stack.gateway, UPDATE_PRIVACY, { input: { showProfileToBatch: false } }, token)).data).toEqual({
      updatePrivacySettings: { showProfileToBatch: false, shareResultsWithMentors: false },
    });
  });

  it('without a session: UNAUTHENTICATED with the session-expired message', async () => {
    expect(onlyError(await gql(stack.gateway, NOTIFICATIONS))).toEqual({
      message: 'Your session has expired. Please sign in again.',
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('a provider whose update answers only a message (a stand-in provider)', () => {
  const UPDATE = `mutation U($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { announcements payments } }`;

  it('reads the saved switches back, and a read-back that fails is the update failing', async () => {
    const peer = await startPeer();
    const gateway = await startGateway(peer.url);
    try {
      const readBack = (status: number, body: unknown) =>
        peer.answer((request, response) =>
          request.method === 'POST' ? json(response, 200, { message: 'Saved' }) : json(response, status, body),
        );
      readBack(200, { announcements: false, payments: true });
      expect((await gql(gateway, UPDATE, { input: { announcements: false } }, 't')).data).toEqual({
        updateNotificationPreferences: { announcements: false, payments: true },
      });
      readBack(500, { message: 'db down' });
      expect(onlyError(await gql(gateway, UPDATE, { input: { announcements: false } }, 't'))).toEqual({
        message: 'Failed to update notification preferences',
        code: 'INTERNAL_SERVER_ERROR',
      });
    } finally {
      await gateway.close();
      await peer.close();
    }
  });
});

describe('security e-mail and two-factor authentication', () => {
  const SECURITY_EMAIL = `mutation S($email: String!) { setSecurityEmail(email: $email) { ok message preferences { securityEmail twoFactorEnabled } } }`;
  const ENABLE = `mutation { enableTwoFactor { secret otpauthUri } }`;
  const VERIFY = `mutation V($code: String!) { verifyTwoFactor(code: $code) { ok message preferences { twoFactorEnabled } } }`;
  const DISABLE = `mutation D($password: String!, $code: String!) { disableTwoFactor(password: $password, code: $code) { ok message preferences { twoFactorEnabled } } }`;

  it('saves a security e-mail, refusing one that is not an address', async () => {
    const token = await signIn(stack.gateway, baraka, DEV_STUDENT_PASSWORD);
    expect(onlyError(await gql(stack.gateway, SECURITY_EMAIL, { email: 'nope' }, token))).toEqual({
      message: 'Invalid email format',
      code: 'BAD_USER_INPUT',
    });
    expect((await gql(stack.gateway, SECURITY_EMAIL, { email: 'baraka.safe@mail.example' }, token)).data?.setSecurityEmail).toEqual({
      ok: true,
      message: 'Security e-mail saved. A notice has been sent to it.',
      preferences: { securityEmail: 'baraka.safe@mail.example', twoFactorEnabled: false },
    });
  });

  it('turns two-factor on with a code from the secret; login then asks for it; a wrong code is refused', async () => {
    const token = await signIn(stack.gateway, neema, DEV_STUDENT_PASSWORD);
    const setup = (await gql(stack.gateway, ENABLE, {}, token)).data?.enableTwoFactor as { secret: string; otpauthUri: string };
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);

    const code = await generate({ secret: setup.secret });
    expect(onlyError(await gql(stack.gateway, VERIFY, { code: wrong(code) }, token))).toEqual({
      message: 'Invalid two-factor code',
      code: 'BAD_USER_INPUT',
    });
    expect((await gql(stack.gateway, VERIFY, { code }, token)).data?.verifyTwoFactor).toEqual({
      ok: true,
      message: 'Two-factor authentication is on',
      preferences: { twoFactorEnabled: true },
    });

    const challenged = await gql(stack.gateway, LOGIN, { email: neema, password: DEV_STUDENT_PASSWORD });
    expect(challenged.data?.login).toEqual({
      __typename: 'TwoFactorChallenge',
      message: 'Enter the 6-digit code from your authenticator app.',
    });
    expect(onlyError(await gql(stack.gateway, LOGIN, { email: neema, password: DEV_STUDENT_PASSWORD, code: wrong(code) }))).toEqual({
      message: 'Invalid two-factor code',
      code: 'BAD_USER_INPUT',
    });
    const signedIn = await gql(stack.gateway, LOGIN, {
      email: neema,
      password: DEV_STUDENT_PASSWORD,
      code: await generate({ secret: setup.secret }),
    });
    expect(signedIn.data?.login).toMatchObject({ __typename: 'AuthPayload', token: expect.any(String), user: { email: neema } });

    // A wrong password here is the user's mistake, not the end of the session.
    const current = await generate({ secret: setup.secret });
    expect(onlyError(await gql(stack.gateway, DISABLE, { password: 'Wrong!Pass1', code: current }, token))).toEqual({
      message: 'Password is incorrect',
      code: 'BAD_USER_INPUT',
    });
    // The password alone (a stolen session that knows it) does not switch the second factor off.
    expect(onlyError(await gql(stack.gateway, DISABLE, { password: DEV_STUDENT_PASSWORD, code: '' }, token))).toEqual({
      message: 'Enter the 6-digit code from your authenticator app',
      code: 'BAD_USER_INPUT',
    });
    expect(onlyError(await gql(stack.gateway, DISABLE, { password: DEV_STUDENT_PASSWORD, code: wrong(current) }, token))).toEqual({
      message: 'Invalid two-factor code',
      code: 'BAD_USER_INPUT',
    });
    expect(
      (await gql(stack.gateway, DISABLE, { password: DEV_STUDENT_PASSWORD, code: ` ${current} ` }, token)).data?.disableTwoFactor,
    ).toEqual({ ok: true, message: 'Two-factor authentication is off', preferences: { twoFactorEnabled: false } });
    expect((await gql(stack.gateway, LOGIN, { email: neema, password: DEV_STUDENT_PASSWORD })).data?.login.__typename).toBe('AuthPayload');
  });
});

describe('sessions and activity', () => {
  const SESSIONS = `{ accountSessions { id device { browser os program } ip createdAt lastSeenAt current } }`;
  const REVOKE = `mutation R($id: ID!) { revokeSession(id: $id) { ok message } }`;
  const REVOKE_OTHERS = `mutation { revokeOtherSessions { ok message } }`;
  const ACTIVITY = `query A($limit: Int, $offset: Int) { accountActivity(limit: $limit, offset: $offset) { total limit offset items { kind device { browser os program } ip createdAt } } }`;

  type Device = { browser: string | null; os: string | null; program: string | null };
  const chromeOnWindows: Device = { browser: 'CHROME', os: 'WINDOWS', program: null };
  const safariOnIphone: Device = { browser: 'SAFARI', os: 'IPHONE', program: null };

  it('lists devices by their user-agent, revokes one (its token then fails) and all the others', async () => {
    const phone = await signInFrom(amina, IPHONE_SAFARI);
    const laptop = await signInFrom(amina, WINDOWS_CHROME);
    const spare = await signIn(stack.gateway, amina, DEV_STUDENT_PASSWORD);

    const sessions = (await gql(stack.gateway, SESSIONS, {}, laptop)).data?.accountSessions as {
      id: string;
      device: Device;
      current: boolean;
      ip: string;
    }[];
    const current = sessions.find((s) => s.current)!;
    // The device as codes the screen words, never as English.
    expect(current).toMatchObject({ device: chromeOnWindows, ip: '127.0.0.1' });
    const iphone = sessions.find((s) => s.device.os === 'IPHONE')!;
    expect(iphone.device).toEqual(safariOnIphone);
    expect(iphone.current).toBe(false);

    expect((await gql(stack.gateway, REVOKE, { id: iphone.id }, laptop)).data?.revokeSession).toEqual({
      ok: true,
      message: 'Session revoked',
    });
    expect(onlyError(await gql(stack.gateway, SESSIONS, {}, phone))).toEqual({
      message: 'Your session has expired. Please sign in again.',
      code: 'UNAUTHENTICATED',
    });
    expect(onlyError(await gql(stack.gateway, REVOKE, { id: iphone.id }, laptop))).toEqual({
      message: 'Session not found',
      code: 'NOT_FOUND',
    });

    const others = await gql(stack.gateway, REVOKE_OTHERS, {}, laptop);
    expect(others.data?.revokeOtherSessions.message).toMatch(/^Signed out of \d+ other sessions?$/);
    expect(onlyError(await gql(stack.gateway, SESSIONS, {}, spare)).code).toBe('UNAUTHENTICATED');
    expect((await gql(stack.gateway, SESSIONS, {}, laptop)).data?.accountSessions).toHaveLength(1);

    const activity = await gql(stack.gateway, ACTIVITY, {}, laptop);
    expect(activity.data?.accountActivity).toMatchObject({ limit: 50, offset: 0 });
    const items = activity.data?.accountActivity.items as { kind: string; device: Device }[];
    expect(items.slice(0, 2).map((i) => i.kind)).toEqual(['SESSIONS_REVOKED', 'SESSION_REVOKED']);
    // The browser's user-agent reaches the provider through the gateway.
    expect(items.filter((i) => i.kind === 'LOGIN').map((i) => i.device)).toEqual(expect.arrayContaining([safariOnIphone, chromeOnWindows]));
    const page = await gql(stack.gateway, ACTIVITY, { limit: 1, offset: 1 }, laptop);
    expect(page.data?.accountActivity).toMatchObject({ limit: 1, offset: 1, items: [{ kind: 'SESSION_REVOKED' }] });
    expect((await gql(stack.gateway, ACTIVITY, { limit: 1000 }, laptop)).data?.accountActivity.limit).toBe(100);
  });
});

describe('export and deletion', () => {
  const EXPORT = `mutation { exportAccountData { fileName json } }`;
  const DELETE = `mutation D($password: String!, $reason: String!) { deleteAccount(password: $password, reason: $reason) { ok message } }`;

  it('exports the student’s data as a JSON document', async () => {
    const token = await signIn(stack.gateway, amina, DEV_STUDENT_PASSWORD);
    const answer = (await gql(stack.gateway, EXPORT, {}, token)).data?.exportAccountData as { fileName: string; json: string };
    expect(answer.fileName).toMatch(/^nuru-yangu-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(answer.json);
    expect(data.profile.email).toBe(amina);
    expect(data).toHaveProperty('payments');
    expect(data).toHaveProperty('mentorshipRegistrations');
  });

  it('deletes the account with the right password; login and a new sign-up without a new invitation are refused afterwards', async () => {
    const token = await signIn(stack.gateway, juma, DEV_STUDENT_PASSWORD);
    expect(onlyError(await gql(stack.gateway, DELETE, { password: 'Wrong!Pass1', reason: 'Graduated' }, token))).toEqual({
      message: 'Password is incorrect',
      code: 'BAD_USER_INPUT',
    });
    expect((await gql(stack.gateway, DELETE, { password: DEV_STUDENT_PASSWORD, reason: 'Graduated' }, token)).data?.deleteAccount).toEqual({
      ok: true,
      message: 'Your account has been deleted',
    });
    expect(onlyError(await gql(stack.gateway, `{ accountSessions { id } }`, {}, token)).code).toBe('UNAUTHENTICATED');
    expect(onlyError(await gql(stack.gateway, LOGIN, { email: juma, password: DEV_STUDENT_PASSWORD }))).toEqual({
      message: 'Invalid email or password',
      code: 'BAD_USER_INPUT',
    });
    const START = `mutation S($email: String!, $password: String) { startSignup(email: $email, password: $password) { ok } }`;
    expect(onlyError(await gql(stack.gateway, START, { email: juma, password: 'Returning!2026' }))).toEqual({
      message: 'This e-mail has not been invited to the programme. Please contact the foundation.',
      code: 'FORBIDDEN',
    });
  });

  it('refuses the last active administrator, in words the screen has in Kiswahili too, and deletes nothing', async () => {
    const admin = await signIn(stack.gateway, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const ADMINS = `{ administrators(pageSize: 100) { nodes { id email active } } }`;
    const others = (
      (await gql(stack.gateway, ADMINS, {}, admin)).data?.administrators.nodes as { id: string; email: string; active: boolean }[]
    ).filter((node) => node.email !== DEV_ADMIN_EMAIL && node.active);
    const SWITCH = `mutation ($id: ID!, $active: Boolean!) { setAdministratorActive(id: $id, active: $active) { message } }`;
    for (const { id } of others) expect((await gql(stack.gateway, SWITCH, { id, active: false }, admin)).errors).toBeUndefined();
    expect(onlyError(await gql(stack.gateway, DELETE, { password: DEV_ADMIN_PASSWORD, reason: '' }, admin))).toEqual({
      message: LAST_ADMINISTRATOR_DELETION,
      code: 'CONFLICT',
    });
    for (const { id } of others) expect((await gql(stack.gateway, SWITCH, { id, active: true }, admin)).errors).toBeUndefined();
  });
});
