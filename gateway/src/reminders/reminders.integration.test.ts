import { DEMO_COHORT, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider';
import { ADMIN_ONLY } from '@nuru/rules/admin';
import { describe, expect, it } from 'vitest';
import { gql, onlyError, signIn, useStack } from '../testing/stack.js';

const SEND = /* GraphQL */ `
  mutation Send($kind: ReminderKind!, $year: AcademicYear!, $batchNo: Int) {
    sendReminders(kind: $kind, year: $year, batchNo: $batchNo) {
      sent
      skipped
      message
    }
  }
`;

const stack = useStack({ recorderDelayMs: 0 });

describe('reminders through the gateway', () => {
  it('sends to everyone missing it, then skips them all on a second click', async () => {
    const admin = await signIn(stack.gateway, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const variables = { kind: 'NHIF', year: '2023-2024', batchNo: 1 };
    const cohort = DEMO_COHORT.filter(
      (s) =>
        s.batchNo === 1 && s.enrollmentStatus === 'Active' && s.years.some((y) => y.year === 'Y2023_2024' && y.nhif.state === 'MISSING'),
    );
    const first = await gql(stack.gateway, SEND, variables, admin);
    expect(first.errors).toBeUndefined();
    const { sent } = first.data!.sendReminders;
    expect(sent).toBeGreaterThanOrEqual(cohort.length);
    expect(first.data!.sendReminders.skipped).toBe(0);
    expect((await gql(stack.gateway, SEND, variables, admin)).data!.sendReminders).toEqual({
      sent: 0,
      skipped: sent,
      message: `0 reminders sent; ${sent} skipped (reminded within the last 24 hours).`,
    });
    expect(onlyError(await gql(stack.gateway, SEND, { kind: 'RESULTS', year: '2024' }, admin)).code).toBe('BAD_USER_INPUT');
  });

  it('is FORBIDDEN to a student, and the provider is never asked', async () => {
    const student = await signIn(stack.gateway, SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD);
    stack.recorder.calls.length = 0;
    expect(onlyError(await gql(stack.gateway, SEND, { kind: 'RESULTS', year: '2024-2025' }, student))).toEqual({
      message: ADMIN_ONLY,
      code: 'FORBIDDEN',
    });
    expect(stack.recorder.calls.filter((call) => call.includes('/admin'))).toEqual([]);
  });
});
