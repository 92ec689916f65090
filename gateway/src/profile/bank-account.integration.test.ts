import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider';
import { ACCOUNT_NUMBER_MAX_DIGITS, ACCOUNT_NUMBER_MIN_DIGITS, accountNumberProblem } from '@nuru/rules/profile';
import { describe, expect, it } from 'vitest';
import { gql, ME, onlyError, signIn, useStack } from '../testing/stack.js';

// Changing the account a stipend is paid into, through GraphQL over the real provider: the rule and the password are
// checked at the gateway (no provider write for a refused one), the provider checks them again, and the officers
// read the change masked.

const stack = useStack({ recorderDelayMs: 0 });
const scholar = SEED_STUDENTS[2];

const UPDATE = `mutation U($input: ProfileInput!) { updateProfile(input: $input) { accountNumber mobilePhone sex batchNumber enrollmentStatus } }`;
const SCHOLAR_PAGE = `query ($id: ID!) { scholar(id: $id) { maskedAccountNumber accountNumberChangedAt auditTrail { actorEmail action before after } } }`;
const AUDIT = `query ($filter: AuditFilter) { auditLog(filter: $filter) { nodes { actorEmail action entity entityId before after } } }`;
const INJECTED = `${scholar.accountNumber}\r\n9999999999,Attacker,10000000,NY-1-0002`;

const writes = () => stack.recorder.calls.filter((call) => call.startsWith('PUT /api/profile/info'));

describe("a scholar's bank account number through GraphQL", () => {
  it('refuses a number that is not one, and a change without the password, before any provider write', async () => {
    const token = await signIn(stack.gateway, scholar.email, DEV_STUDENT_PASSWORD);
    stack.recorder.reset();
    expect(
      onlyError(await gql(stack.gateway, UPDATE, { input: { accountNumber: INJECTED, currentPassword: DEV_STUDENT_PASSWORD } }, token)),
    ).toEqual({
      message: 'Account number must be 8 to 20 digits',
      code: 'BAD_USER_INPUT',
    });
    expect(onlyError(await gql(stack.gateway, UPDATE, { input: { accountNumber: '0150333333333' } }, token))).toEqual({
      message: 'Enter your current password to change the account number',
      code: 'BAD_USER_INPUT',
    });
    expect(writes()).toEqual([]);
    expect((await gql(stack.gateway, ME, {}, token)).data?.me.accountNumber).toBe(scholar.accountNumber);
  });

  it('a wrong password is the person’s mistake, never the end of their session', async () => {
    const token = await signIn(stack.gateway, scholar.email, DEV_STUDENT_PASSWORD);
    expect(
      onlyError(await gql(stack.gateway, UPDATE, { input: { accountNumber: '0150333333333', currentPassword: 'Wrong!Pass1' } }, token)),
    ).toEqual({
      message: 'Current password is incorrect',
      code: 'BAD_USER_INPUT',
    });
    expect((await gql(stack.gateway, ME, {}, token)).data?.me.accountNumber).toBe(scholar.accountNumber);
  });

  it('saving other fields sends the number back unchanged and needs no password; the programme’s fields are not the scholar’s', async () => {
    const token = await signIn(stack.gateway, scholar.email, DEV_STUDENT_PASSWORD);
    const answer = await gql(
      stack.gateway,
      UPDATE,
      {
        input: {
          mobilePhone: '+255700000321',
          sex: 'MALE',
          accountNumber: ` ${scholar.accountNumber} `,
          batchNumber: 999_999,
          enrollmentStatus: 'Graduated',
        },
      },
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateProfile).toEqual({
      accountNumber: scholar.accountNumber,
      mobilePhone: '+255700000321',
      sex: 'MALE',
      batchNumber: scholar.batchNo,
      enrollmentStatus: 'ACTIVE',
    });
  });

  it('with the password: saved, and the officers read it masked on the scholar’s page and in the audit log', async () => {
    const token = await signIn(stack.gateway, scholar.email, DEV_STUDENT_PASSWORD);
    const changed = await gql(
      stack.gateway,
      UPDATE,
      { input: { accountNumber: ' 0150333333333 ', currentPassword: DEV_STUDENT_PASSWORD } },
      token,
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.updateProfile.accountNumber).toBe('0150333333333');
    const id = (await gql(stack.gateway, ME, {}, token)).data?.me.id;

    const officer = await signIn(stack.gateway, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const page = (await gql(stack.gateway, SCHOLAR_PAGE, { id }, officer)).data?.scholar;
    const entry = { before: { accountNumber: `••••••${scholar.accountNumber.slice(-4)}` }, after: { accountNumber: '••••••3333' } };
    expect(page).toMatchObject({
      maskedAccountNumber: '••••••3333',
      auditTrail: [{ actorEmail: scholar.email, action: 'student.bank_account_changed', ...entry }],
    });
    expect(Date.parse(page.accountNumberChangedAt)).not.toBeNaN();
    const log = (await gql(stack.gateway, AUDIT, { filter: { action: 'student.bank_account_changed', entityId: id } }, officer)).data
      ?.auditLog.nodes;
    expect(log).toEqual([
      {
        actorEmail: scholar.email,
        action: 'student.bank_account_changed',
        entity: 'student',
        entityId: id,
        ...entry,
      },
    ]);
  });

  it('the provider refuses what the rule refuses, in the same words, for a caller that skips the gateway', async () => {
    const login = await fetch(`${stack.provider.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: scholar.email, password: DEV_STUDENT_PASSWORD }),
    });
    const { loginResponseDTO } = (await login.json()) as { loginResponseDTO: { token: string } };
    const digits = (n: number) => '1'.repeat(n);
    for (const accountNumber of [
      INJECTED,
      digits(ACCOUNT_NUMBER_MIN_DIGITS - 1),
      digits(ACCOUNT_NUMBER_MAX_DIGITS + 1),
      '0150-333333333',
      '٠١٥٠١٢٣٤٥٦٧٨٩',
    ]) {
      const answer = await fetch(`${stack.provider.url}/api/profile/info`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${loginResponseDTO.token}` },
        body: JSON.stringify({ accountNumber, currentPassword: DEV_STUDENT_PASSWORD }),
      });
      expect([accountNumber, answer.status, await answer.json()]).toEqual([
        accountNumber,
        400,
        { message: accountNumberProblem(accountNumber) },
      ]);
    }
  });
});
