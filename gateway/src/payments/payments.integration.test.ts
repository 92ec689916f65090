import assert from 'node:assert/strict';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_PAYMENTS, SEED_STUDENTS } from '@nuru/provider';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, json, startPeer, type Peer } from '../testing/peer.js';
import { gql, signIn, singleError, startGateway, useStack, type GraphQLAnswer } from '../testing/stack.js';

const PAYMENTS = /* GraphQL */ `
  query Payments($limit: Int) {
    payments(limit: $limit) {
      id
      controlNumber
      type
      status
      createdAt
      paymentYear
      amountDueTzs
    }
  }
`;
const SUBMIT = /* GraphQL */ `
  mutation Submit($input: SubmitControlNumberInput!) {
    submitControlNumber(input: $input) {
      message
    }
  }
`;

/** The only error of an answer with the extensions a screen reads. */
function failure(answer: GraphQLAnswer) {
  const error = singleError(answer);
  return { message: error.message, code: error.extensions?.code, httpStatus: error.extensions?.httpStatus };
}

describe('over the reference provider', () => {
  const stack = useStack();
  let student: string;
  let admin: string;

  beforeAll(async () => {
    [student, admin] = await Promise.all([
      signIn(stack.gateway, SEED_STUDENTS[3].email, DEV_STUDENT_PASSWORD),
      signIn(stack.gateway, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD),
    ]);
  });

  const history = async () => (await gql(stack.gateway, PAYMENTS, {}, student)).data?.payments as Record<string, any>[];
  const setStatus = (id: string, status: string) =>
    fetch(`${stack.provider.url}/api/admin/payments/${id}/status`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      // FAILED needs the reason the scholar reads.
      body: JSON.stringify({ status, reason: status === 'FAILED' ? 'The bill has expired' : undefined }),
    });

  it('submit → history → resubmit replaces the number; a paid one cannot change', async () => {
    const submitted = await gql(
      stack.gateway,
      SUBMIT,
      { input: { controlNumber: ' 991234567890 ', paymentType: 'UNIVERSITY_FEE', paymentYear: '2030-2031', amountTzs: 1_250_000 } },
      student,
    );
    expect(submitted.data?.submitControlNumber).toEqual({ message: 'Control number submitted successfully' });

    const [first] = await history();
    expect(first).toMatchObject({
      controlNumber: '991234567890',
      type: 'UNIVERSITY_FEE',
      status: 'pending',
      paymentYear: '2030-2031',
    });

    await gql(
      stack.gateway,
      SUBMIT,
      { input: { controlNumber: '991234567891', paymentType: 'UNIVERSITY_FEE', paymentYear: 'Y2030_2031', amountTzs: 1_250_000 } },
      student,
    );
    const forYear = (await history()).filter((p) => p.paymentYear === '2030-2031' && p.type === 'UNIVERSITY_FEE');
    expect(forYear.map((p) => p.controlNumber)).toEqual(['991234567891']);
    const [forYearOnly] = forYear;
    assert.ok(forYearOnly);

    expect((await setStatus(forYearOnly.id, 'PAID')).status).toBe(200);
    expect((await history()).find((p) => p.id === forYearOnly.id)?.status).toBe('completed');
    const again = await gql(
      stack.gateway,
      SUBMIT,
      { input: { controlNumber: '991234567892', paymentType: 'UNIVERSITY_FEE', paymentYear: '2030-2031', amountTzs: 1_250_000 } },
      student,
    );
    expect(failure(again)).toEqual({
      message: 'Failed to submit University fee payment: This payment has already been completed and cannot be changed.',
      code: 'CONFLICT',
      httpStatus: 409,
    });
  });

  it('a number already on a payment is refused in the rules’ words (CONFLICT, 409); a payment being processed keeps its number', async () => {
    const submit = async (input: Record<string, unknown>) => failure(await gql(stack.gateway, SUBMIT, { input }, student));
    const theirs = SEED_PAYMENTS.find((p) => p.email !== SEED_STUDENTS[3].email)!.controlNumber;
    expect(await submit({ controlNumber: theirs, paymentType: 'NHIF', paymentYear: '2032-2033', amountTzs: 50_400 })).toEqual({
      message:
        'Failed to submit NHIF payment: This control number has already been submitted by another scholar. Check the number on your bill.',
      code: 'CONFLICT',
      httpStatus: 409,
    });

    const fee = { controlNumber: '661234567890', paymentType: 'UNIVERSITY_FEE', paymentYear: '2032-2033', amountTzs: 1_250_000 };
    expect((await gql(stack.gateway, SUBMIT, { input: fee }, student)).errors).toBeUndefined();
    expect(await submit({ ...fee, paymentType: 'NHIF' })).toEqual({
      message:
        'Failed to submit NHIF payment: You have already used this control number for University fee 2032-2033. Check the number on your bill.',
      code: 'CONFLICT',
      httpStatus: 409,
    });

    const entry = (await history()).find((p) => p.controlNumber === fee.controlNumber)!;
    expect((await setStatus(entry.id, 'PROCESSING')).status).toBe(200);
    expect(await submit({ ...fee, controlNumber: '661234567891' })).toEqual({
      message:
        'Failed to submit University fee payment: This payment is already being processed and its control number cannot be changed. If the number is wrong, please contact support.',
      code: 'CONFLICT',
      httpStatus: 409,
    });
    // The number it has, sent again: no error, nothing changes.
    expect((await gql(stack.gateway, SUBMIT, { input: fee }, student)).errors).toBeUndefined();
    expect((await history()).filter((p) => p.paymentYear === '2032-2033')).toEqual([
      expect.objectContaining({ id: entry.id, status: 'processing' }),
    ]);
  });

  it.each([
    ['PROCESSING', 'processing'],
    ['FAILED', 'failed'],
    ['UNPAID', 'pending'],
  ])('shows provider status %s as %s', async (status, shown) => {
    await gql(
      stack.gateway,
      SUBMIT,
      { input: { controlNumber: '881234567890', paymentType: 'NHIF', paymentYear: '2031-2032', amountTzs: 50_400 } },
      student,
    );
    const entry = (await history()).find((p) => p.paymentYear === '2031-2032' && p.type === 'NHIF')!;
    expect((await setStatus(entry.id, status)).status).toBe(200);
    expect((await history()).find((p) => p.id === entry.id)).toMatchObject({ status: shown });
  });

  it("defaults the year to the programme's current one (2024-2025) and keeps payments(limit) to the newest", async () => {
    await gql(stack.gateway, SUBMIT, { input: { controlNumber: '771234567890', paymentType: 'NHIF', amountTzs: 50_400 } }, student);
    const all = await history();
    expect(all.some((p) => p.paymentYear === '2024-2025' && p.type === 'NHIF' && p.controlNumber === '771234567890')).toBe(true);
    const limited = (await gql(stack.gateway, PAYMENTS, { limit: 2 }, student)).data?.payments;
    expect(limited).toEqual(all.slice(0, 2));
  });

  it.each([
    [
      { controlNumber: '   ', paymentType: 'NHIF', amountTzs: 50_400 },
      { message: 'Control number cannot be empty', code: 'BAD_USER_INPUT', httpStatus: undefined },
    ],
    [
      { controlNumber: '12345', paymentType: 'NHIF', amountTzs: 50_400 },
      { message: 'Failed to submit NHIF payment: Control number must be exactly 12 digits', code: 'BAD_USER_INPUT', httpStatus: 400 },
    ],
    [
      { controlNumber: '991234567890', paymentType: 'NHIF', paymentYear: '2024-2026', amountTzs: 50_400 },
      { message: 'Year must look like 2024-2025', code: 'BAD_USER_INPUT', httpStatus: undefined },
    ],
  ])('refuses %j', async (input, expected) => {
    expect(failure(await gql(stack.gateway, SUBMIT, { input }, student))).toEqual(expected);
  });

  it("keeps the bill's amount with its control number; an amount out of range is refused in the rules' words", async () => {
    const fee = { controlNumber: '551234567890', paymentType: 'UNIVERSITY_FEE', paymentYear: '2034-2035' };
    const forYear = async () => (await history()).find((p) => p.paymentYear === '2034-2035');
    expect((await gql(stack.gateway, SUBMIT, { input: { ...fee, amountTzs: 1_520_000 } }, student)).errors).toBeUndefined();
    expect(await forYear()).toMatchObject({ controlNumber: fee.controlNumber, status: 'pending', amountDueTzs: 1_520_000 });
    // A typing mistake corrected: the same number with the bill's right amount.
    expect((await gql(stack.gateway, SUBMIT, { input: { ...fee, amountTzs: 1_250_000 } }, student)).errors).toBeUndefined();
    expect((await forYear())?.amountDueTzs).toBe(1_250_000);

    for (const amountTzs of [0, -1_250_000, 100_000_001])
      expect(failure(await gql(stack.gateway, SUBMIT, { input: { ...fee, amountTzs } }, student))).toEqual({
        message: 'Amount must be a whole number of TZS between 1 and 100,000,000',
        code: 'BAD_USER_INPUT',
        httpStatus: undefined,
      });
    // No amount, a fraction or words: GraphQL itself refuses them (Int!).
    for (const input of [fee, { ...fee, amountTzs: 1250000.5 }, { ...fee, amountTzs: '1,250,000' }])
      expect(failure(await gql(stack.gateway, SUBMIT, { input }, student)).code).toBe('BAD_USER_INPUT');
    expect((await forYear())?.amountDueTzs).toBe(1_250_000);
  });

  it('history is for students only: an administrator is FORBIDDEN', async () => {
    expect(failure(await gql(stack.gateway, PAYMENTS, {}, admin))).toEqual({
      message: 'HTTP 403: Access denied. You do not have permission to view payment history.',
      code: 'FORBIDDEN',
      httpStatus: 403,
    });
  });

  it('without a valid session: HTTP 401', async () => {
    expect(failure(await gql(stack.gateway, PAYMENTS, {}, 'not-a-token'))).toEqual({
      message: 'HTTP 401: Authentication failed. Please log in again.',
      code: 'UNAUTHENTICATED',
      httpStatus: 401,
    });
  });
});

describe('each error of the payment service (a stand-in provider)', () => {
  let peer: Peer;
  let gateway: FastifyInstance;
  const student = { id: 3, name: 'Neema', email: 'neema@students.example', role: 'STUDENT' };

  beforeAll(async () => {
    peer = await startPeer();
    gateway = await startGateway(peer.url);
  });

  afterAll(async () => {
    await gateway?.close();
    await peer?.close();
  });

  const historyAnswers = (status: number, body: string, type = 'application/json') =>
    peer.answer((request, response) => {
      if (request.url === '/api/profile') return json(response, 200, student);
      response.writeHead(status, { 'content-type': type }).end(body);
    });

  it.each([
    [404, '{}', 'HTTP 404: Payment history service not found.', 'NOT_FOUND'],
    [500, '{"message":"db exploded"}', 'HTTP 500: Internal server error. Please try again later.', 'INTERNAL_SERVER_ERROR'],
    [409, '{"message":"Ledger is locked"}', 'HTTP 409: Ledger is locked', 'CONFLICT'],
    [503, '<html>down</html>', 'HTTP 503: Service Unavailable', 'UPSTREAM_UNAVAILABLE'],
    [599, '', 'HTTP 599: Unknown error occurred.', 'INTERNAL_SERVER_ERROR'],
  ])('%i', async (status, body, message, code) => {
    historyAnswers(status, body);
    expect(failure(await gql(gateway, PAYMENTS, {}, 't'))).toEqual({ message, code, httpStatus: status });
  });

  it('a history that is not JSON', async () => {
    historyAnswers(200, '<html>Tunnel warning</html>', 'text/html');
    expect(failure(await gql(gateway, PAYMENTS, {}, 't'))).toEqual({
      message: 'The server returned an invalid response. Please try again later.',
      code: 'UPSTREAM_UNAVAILABLE',
      httpStatus: 200,
    });
  });

  it('a plain-text answer to a submission is still a submission', async () => {
    peer.answer((_request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('OK'));
    const answer = await gql(gateway, SUBMIT, { input: { controlNumber: '991234567890', paymentType: 'NHIF', amountTzs: 50_400 } }, 't');
    expect(answer.data?.submitControlNumber).toEqual({ message: 'Control number submitted successfully' });
    expect(JSON.parse(peer.received.at(-1)!.body)).toEqual({ controlNumber: '991234567890', paymentType: 'NHIF', amountTzs: 50_400 });
  });

  it.each([
    [
      { message: 'Nambari imeshatumika', code: 'CONTROL_NUMBER_TAKEN' },
      'This control number has already been submitted by another scholar. Check the number on your bill.',
    ],
    [{ message: 'Ledger is locked', code: 'LEDGER_LOCKED' }, 'Ledger is locked'],
  ])('a 409 to a submission: a code it knows in the rules’ words, else the provider’s (%j)', async (body, reason) => {
    peer.answer((_request, response) => json(response, 409, body));
    const answer = await gql(gateway, SUBMIT, { input: { controlNumber: '991234567890', paymentType: 'NHIF', amountTzs: 50_400 } }, 't');
    expect(failure(answer)).toEqual({ message: `Failed to submit NHIF payment: ${reason}`, code: 'CONFLICT', httpStatus: 409 });
  });

  it('an amount out of range is refused before the provider is asked', async () => {
    peer.answer((_request, response) => json(response, 200, { message: 'Saved' }));
    const asked = peer.received.length;
    const answer = await gql(gateway, SUBMIT, { input: { controlNumber: '991234567890', paymentType: 'NHIF', amountTzs: 0 } }, 't');
    expect(failure(answer)).toEqual({
      message: 'Amount must be a whole number of TZS between 1 and 100,000,000',
      code: 'BAD_USER_INPUT',
      httpStatus: undefined,
    });
    expect(peer.received.length).toBe(asked);
  });

  it('a message string answer is shown', async () => {
    peer.answer((_request, response) => json(response, 200, 'Control number received'));
    const answer = await gql(
      gateway,
      SUBMIT,
      { input: { controlNumber: '991234567890', paymentType: 'UNIVERSITY_FEE', amountTzs: 1_250_000 } },
      't',
    );
    expect(answer.data?.submitControlNumber).toEqual({ message: 'Control number received' });
  });

  describe('with the provider down', () => {
    let down: FastifyInstance;

    beforeAll(async () => {
      down = await startGateway(await closedPortUrl());
    });

    afterAll(() => down?.close());

    it('history: the network message, httpStatus 0', async () => {
      expect(failure(await gql(down, PAYMENTS, {}, 't'))).toEqual({
        message: 'Network Error: Unable to connect to the server. Please check your internet connection.',
        code: 'UPSTREAM_UNAVAILABLE',
        httpStatus: 0,
      });
    });

    it('submission: Failed to submit {type} payment', async () => {
      const answer = await gql(
        down,
        SUBMIT,
        { input: { controlNumber: '991234567890', paymentType: 'UNIVERSITY_FEE', amountTzs: 1_250_000 } },
        't',
      );
      expect(failure(answer)).toEqual({ message: 'Failed to submit University fee payment', code: 'UPSTREAM_UNAVAILABLE', httpStatus: 0 });
    });
  });
});
