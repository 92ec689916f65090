import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider';
import { describe, expect, it } from 'vitest';
import { LOGIN, ME, gql, latestCode, onlyError, signIn, useStack } from '../testing/stack.js';

const stack = useStack();

const REQUEST = `mutation Req($email: String!) { requestPasswordReset(email: $email) { ok message } }`;
const VERIFY = `mutation Verify($email: String!, $code: String!) { verifyEmail(email: $email, code: $code) { ok message } }`;
const RESET = `mutation Reset($email: String!, $newPassword: String!) { resetPassword(email: $email, newPassword: $newPassword) { ok message } }`;

const [amina, baraka, neema] = SEED_STUDENTS;

describe('forgot password: code, verification, reset', () => {
  it('resets the password of the mailbox holder (e-mail trimmed and lowercased)', async () => {
    const requested = await gql(stack.gateway, REQUEST, { email: amina.email });
    expect(requested.data?.requestPasswordReset).toEqual({ ok: true, message: 'If this e-mail is registered, a code has been sent.' });

    const code = await latestCode(stack.provider.url, amina.email);
    const verified = await gql(stack.gateway, VERIFY, { email: amina.email, code });
    expect(verified.errors).toBeUndefined();

    const newPassword = 'Amina!Reset2026';
    const reset = await gql(stack.gateway, RESET, { email: `  ${amina.email.toUpperCase()} `, newPassword });
    expect(reset.errors).toBeUndefined();
    expect(reset.data?.resetPassword).toEqual({ ok: true, message: 'Password has been reset. You can now sign in.' });

    await expect(signIn(stack.gateway, amina.email, newPassword)).resolves.toEqual(expect.any(String));
    expect(onlyError(await gql(stack.gateway, LOGIN, { email: amina.email, password: DEV_STUDENT_PASSWORD })).code).toBe('BAD_USER_INPUT');
  });

  it('answers the same for an e-mail that is not registered', async () => {
    const answer = await gql(stack.gateway, REQUEST, { email: 'nobody@students.example' });
    expect(answer.data?.requestPasswordReset.ok).toBe(true);
  });

  it.each([
    ['', 'Baraka!Reset2026', 'Email and new password are required'],
    [baraka.email, '', 'Email and new password are required'],
    ['baraka', 'Baraka!Reset2026', 'Invalid email format'],
    [baraka.email, 'Ab!1', 'Password must be at least 8 characters long'],
  ])('checks the input first: %j / %j -> %s', async (email, newPassword, message) => {
    expect(onlyError(await gql(stack.gateway, RESET, { email, newPassword }))).toEqual({ message, code: 'BAD_USER_INPUT' });
  });

  it('refuses a reset without a verified code: nobody resets another person’s password', async () => {
    const answer = await gql(stack.gateway, RESET, { email: baraka.email, newPassword: 'Baraka!Reset2026' });
    expect(onlyError(answer)).toEqual({ message: 'Insufficient permissions', code: 'FORBIDDEN' });
    await expect(signIn(stack.gateway, baraka.email, DEV_STUDENT_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('passes a provider password rule through on 400', async () => {
    const answer = await gql(stack.gateway, RESET, { email: baraka.email, newPassword: 'alllowercase1!' });
    expect(onlyError(answer)).toEqual({ message: 'Password must contain at least one uppercase letter', code: 'BAD_USER_INPUT' });
  });

  it('says so when there are too many attempts', async () => {
    let last;
    for (let attempt = 0; attempt < 8; attempt += 1) {
      last = await gql(stack.gateway, RESET, { email: neema.email, newPassword: 'Neema!Reset2026' });
      if (onlyError(last).code === 'RATE_LIMITED') break;
    }
    if (!last) throw new Error('no reset was attempted');
    expect(onlyError(last)).toEqual({ message: 'Too many attempts. Please try again later', code: 'RATE_LIMITED' });
  });
});

describe('roles', () => {
  it('an ADMIN signs in as ADMIN and may open the admin area', async () => {
    const login = await gql(stack.gateway, LOGIN, { email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD });
    expect(login.data?.login.user.role).toBe('ADMIN');
    const me = await gql(stack.gateway, ME, {}, login.data?.login.token);
    expect(me.data?.me).toMatchObject({ role: 'ADMIN', viewerCanAccessAdmin: true, enrollmentStatus: 'ACTIVE' });
  });

  it('a STUDENT may not, and may not invite', async () => {
    const token = await signIn(stack.gateway, baraka.email, DEV_STUDENT_PASSWORD);
    const me = await gql(stack.gateway, ME, {}, token);
    expect(me.data?.me).toMatchObject({ role: 'STUDENT', viewerCanAccessAdmin: false, batchNumber: baraka.batchNo });
    const invite = await gql(stack.gateway, `mutation { inviteStudents(emails: ["a@students.example"], batchNo: 1) { ok } }`, {}, token);
    expect(onlyError(invite)).toEqual({ message: 'Only administrators can do this', code: 'FORBIDDEN' });
  });

  it('without a token the profile is UNAUTHENTICATED', async () => {
    expect(onlyError(await gql(stack.gateway, ME))).toEqual({
      message: 'Your session has expired. Please sign in again.',
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('health', () => {
  it('is alive and ready while the provider answers', async () => {
    const alive = await stack.gateway.inject({ method: 'GET', url: '/healthz' });
    expect([alive.statusCode, alive.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await stack.gateway.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok' }]);
  });
});
