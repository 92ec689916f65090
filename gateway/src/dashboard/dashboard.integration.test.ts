import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, signIn, startGateway, startProvider, useStack } from '../testing/stack.js';
import { PDF, uploadResult } from '../testing/uploads.js';

const DASHBOARD = /* GraphQL */ `
  query Dashboard {
    me {
      name
      enrollmentStatus
      batchNumber
    }
    results(limit: 3) {
      id
      status
      year
    }
    payments(limit: 3) {
      id
      status
      type
    }
    announcements(limit: 5) {
      id
      title
      priority
      pinned
      category
    }
    todo {
      id
      kind
      academicYear
      paymentType
      href
    }
    programme {
      currentAcademicYear
    }
  }
`;
const TODO = `{ programme { currentAcademicYear } todo { id kind academicYear paymentType href } }`;
// Codes and parameters only: the screen words them in the reader's language.
const FEE_TODO = {
  id: 'submit-UNIVERSITY_FEE',
  kind: 'SUBMIT_CONTROL_NUMBER',
  academicYear: '2030-2031',
  paymentType: 'UNIVERSITY_FEE',
  href: '/payments',
};
const SUBMIT = `mutation Submit($input: SubmitControlNumberInput!) { submitControlNumber(input: $input) { message } }`;

// Each call waits 100 ms at the recorder: calls made one after another could not overlap.
const stack = useStack({ recorderDelayMs: 100, academicYear: 'Y2030_2031' });
let gatewayUrl: string;
let student: string;
let admin: string;

beforeAll(async () => {
  gatewayUrl = await stack.gateway.listen({ port: 0, host: '127.0.0.1' });
  [student, admin] = await Promise.all([
    signIn(stack.gateway, SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD),
    signIn(stack.gateway, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD),
  ]);
});

describe('the dashboard query', () => {
  it('makes each provider call once, all at the same time', async () => {
    stack.recorder.reset();
    const answer = await gql(stack.gateway, DASHBOARD, {}, student);
    expect(answer.errors).toBeUndefined();
    expect([...stack.recorder.calls].sort()).toEqual([
      'GET /api/announcements/admin/getAllAnnouncements',
      'GET /api/profile',
      'GET /api/programme',
      'GET /api/results/all',
      'GET /api/v2/payment/history',
    ]);
    expect(stack.recorder.mostInFlight).toBe(5);
    expect(answer.data?.me.name).toBe(SEED_STUDENTS[0].name);
    expect(answer.data?.results.length).toBeLessThanOrEqual(3);
    expect(answer.data?.payments.length).toBeLessThanOrEqual(3);
    expect(answer.data?.announcements.length).toBeLessThanOrEqual(5);
    expect(answer.data?.programme).toEqual({ currentAcademicYear: '2030-2031' });
  });
});

describe('todo for the academic year', () => {
  it('lists what is missing and shrinks as the scholar does it', async () => {
    expect((await gql(stack.gateway, TODO, {}, student)).data).toEqual({
      programme: { currentAcademicYear: '2030-2031' },
      todo: [
        { id: 'upload-result', kind: 'UPLOAD_RESULTS', academicYear: '2030-2031', paymentType: null, href: '/results' },
        FEE_TODO,
        { id: 'submit-NHIF', kind: 'SUBMIT_CONTROL_NUMBER', academicYear: '2030-2031', paymentType: 'NHIF', href: '/payments' },
      ],
    });

    const uploaded = await uploadResult(gatewayUrl, {
      token: student,
      year: '2030-2031',
      gpa: '3.4',
      file: { bytes: PDF(), name: 'r.pdf', type: 'application/pdf' },
    });
    expect(uploaded.status).toBe(200);
    const submitted = await gql(
      stack.gateway,
      SUBMIT,
      { input: { controlNumber: '991234567890', paymentType: 'NHIF', paymentYear: '2030-2031', amountTzs: 50_400 } },
      student,
    );
    expect(submitted.errors).toBeUndefined();

    expect((await gql(stack.gateway, TODO, {}, student)).data?.todo).toEqual([FEE_TODO]);
  });

  it('is empty for an administrator, who has no results or payments to do', async () => {
    expect((await gql(stack.gateway, TODO, {}, admin)).data).toEqual({ programme: { currentAcademicYear: '2030-2031' }, todo: [] });
  });

  it("the current year is the provider's programme setting, Y2024_2025 until an officer changes it", async () => {
    const plain = await startProvider();
    const gateway = await startGateway(plain.url);
    try {
      const token = await signIn(gateway, SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD);
      expect((await gql(gateway, TODO, {}, token)).data?.programme).toEqual({ currentAcademicYear: '2024-2025' });
    } finally {
      await gateway.close();
      await plain.close();
    }
  });
});
