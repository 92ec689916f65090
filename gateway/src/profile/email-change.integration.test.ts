import { DEV_STUDENT_PASSWORD, SEED_INVITED, SEED_STUDENTS } from '@nuru/provider';
import { describe, expect, it } from 'vitest';
import { gql, latestCode, onlyError, signIn, useStack } from '../testing/stack.js';

const stack = useStack();
const me = SEED_STUDENTS[3].email;
const NEW_EMAIL = 'juma.moved@mail.example';

const REQUEST = `mutation R($password: String!, $newEmail: String!) { requestEmailChange(password: $password, newEmail: $newEmail) { ok message } }`;
const CONFIRM = `mutation C($newEmail: String!, $code: String!) { confirmEmailChange(newEmail: $newEmail, code: $code) { id email } }`;
const UPDATE = `mutation U($email: String!) { updateProfile(input: { email: $email, mobilePhone: "+255700000003" }) { email } }`;

describe('changing the sign-in e-mail through GraphQL', () => {
  it('updateProfile cannot change it; the password and a code sent to the new address can', async () => {
    const token = await signIn(stack.gateway, me, DEV_STUDENT_PASSWORD);
    expect(onlyError(await gql(stack.gateway, UPDATE, { email: 'attacker@mail.example' }, token))).toEqual({
      message: 'Your e-mail can only be changed with your password and a code sent to the new address (Change e-mail).',
      code: 'BAD_USER_INPUT',
    });

    // Mistakes are the person's, never the end of the session.
    expect(onlyError(await gql(stack.gateway, REQUEST, { password: 'Wrong!Pass1', newEmail: NEW_EMAIL }, token))).toEqual({
      message: 'Password is incorrect',
      code: 'BAD_USER_INPUT',
    });
    // The form's own rules (@nuru/rules), checked again for a caller that skips the form.
    expect(onlyError(await gql(stack.gateway, REQUEST, { password: DEV_STUDENT_PASSWORD, newEmail: 'juma@mail' }, token))).toEqual({
      message: 'Invalid email format',
      code: 'BAD_USER_INPUT',
    });
    expect(onlyError(await gql(stack.gateway, CONFIRM, { newEmail: NEW_EMAIL, code: '12ab56' }, token))).toEqual({
      message: 'Enter the 6-digit code from your e-mail',
      code: 'BAD_USER_INPUT',
    });
    expect(
      onlyError(await gql(stack.gateway, REQUEST, { password: DEV_STUDENT_PASSWORD, newEmail: SEED_INVITED[1].email }, token)),
    ).toEqual({ message: 'This e-mail cannot be used for your account', code: 'CONFLICT' });
    expect(
      (await gql(stack.gateway, REQUEST, { password: DEV_STUDENT_PASSWORD, newEmail: NEW_EMAIL }, token)).data?.requestEmailChange,
    ).toEqual({ ok: true, message: `A 6-digit code has been sent to ${NEW_EMAIL}. Enter it to confirm the change.` });

    const code = await latestCode(stack.provider.url, NEW_EMAIL);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(onlyError(await gql(stack.gateway, CONFIRM, { newEmail: NEW_EMAIL, code: wrong }, token))).toEqual({
      message: 'Invalid verification token',
      code: 'BAD_USER_INPUT',
    });
    const confirmed = (await gql(stack.gateway, CONFIRM, { newEmail: NEW_EMAIL, code: `${code.slice(0, 3)} ${code.slice(3)}` }, token)).data
      ?.confirmEmailChange;
    expect(confirmed).toEqual({ id: expect.any(String), email: NEW_EMAIL });
    await signIn(stack.gateway, NEW_EMAIL, DEV_STUDENT_PASSWORD);
  });
});
