import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COHORT, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_PAYMENTS, SEED_STUDENTS } from '../app.js';
import { call, login, startProvider } from '../testing/http.js';

interface Payment {
  id: string;
  controlNumber: string;
  paymentType: string;
  status: string;
  createdAt: string;
  paymentYear: string;
  failureReason: string | null;
  amountDueTzs: number | null;
}

let app: FastifyInstance;
let me: string;
let other: string;
let admin: string;
beforeAll(async () => {
  app = await startProvider();
  [me, other, admin] = await Promise.all([
    login(app, SEED_STUDENTS[3].email, DEV_STUDENT_PASSWORD),
    login(app, SEED_STUDENTS[2].email, DEV_STUDENT_PASSWORD),
    login(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD),
  ]);
});
afterAll(() => app?.close());

const submit = (body: unknown, token = me) =>
  call<{ message: string; data: Payment }>(app, 'POST', '/api/v2/payment/submit-controlNumber', { token, body });
const history = async (token = me) => (await call<Payment[]>(app, 'GET', '/api/v2/payment/history', { token })).body;
const setStatus = (id: string, body: unknown, token = admin) => call(app, 'PUT', `/api/admin/payments/${id}/status`, { token, body });

describe('seeded demo payments', () => {
  it('each demo student sees theirs newest first; the browser-test student starts with none', async () => {
    expect(await history()).toEqual([]);
    for (const student of SEED_STUDENTS.slice(0, 3)) {
      const token = student === SEED_STUDENTS[2] ? other : await login(app, student.email, DEV_STUDENT_PASSWORD);
      const seeded = SEED_PAYMENTS.filter((p) => p.email === student.email).toReversed();
      expect((await history(token)).map((p) => [p.paymentType, p.paymentYear, p.controlNumber, p.status, p.createdAt])).toEqual(
        seeded.map((p) => [p.paymentType, p.paymentYear, p.controlNumber, p.status, new Date(p.createdAt).toISOString()]),
      );
    }
  });
});

describe('submit -> history -> resubmit', () => {
  it('submits both control numbers of a year (default year Y2024_2025) and lists them newest first', async () => {
    const fee = await submit({ controlNumber: ' 991100000001 ', paymentType: 'UNIVERSITY_FEE' });
    expect(fee).toEqual({
      status: 200,
      body: {
        message: 'Control number submitted successfully',
        data: {
          id: expect.any(String),
          controlNumber: '991100000001',
          paymentType: 'UNIVERSITY_FEE',
          status: 'UNPAID',
          createdAt: expect.any(String),
          paymentYear: 'Y2024_2025',
          failureReason: null,
          amountDueTzs: null,
        },
      },
    });
    const nhif = await submit({ controlNumber: '991100000002', paymentType: 'NHIF', paymentYear: 'Y2024_2025' });
    expect(nhif.status).toBe(200);
    expect((await history()).map((p) => [p.paymentType, p.controlNumber, p.status])).toEqual([
      ['NHIF', '991100000002', 'UNPAID'],
      ['UNIVERSITY_FEE', '991100000001', 'UNPAID'],
    ]);
    expect((await history(other)).some((p) => p.controlNumber.startsWith('9911'))).toBe(false);
  });

  it('resubmitting replaces the number while not PAID (back to UNPAID); a PAID one cannot change', async () => {
    const first = (await submit({ controlNumber: '991200000001', paymentType: 'NHIF', paymentYear: 'Y2023_2024' })).body.data;
    expect((await setStatus(first.id, { status: 'FAILED', reason: 'The bank did not recognise it' })).status).toBe(200);
    expect((await history()).find((p) => p.id === first.id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'The bank did not recognise it',
    });
    const again = await submit({ controlNumber: '991200000002', paymentType: 'NHIF', paymentYear: 'Y2023_2024' });
    expect(again.body.data).toMatchObject({ id: first.id, controlNumber: '991200000002', status: 'UNPAID' });
    const ofYear = (await history()).filter((p) => p.paymentYear === 'Y2023_2024');
    expect(ofYear).toEqual([expect.objectContaining({ id: first.id, controlNumber: '991200000002', status: 'UNPAID' })]);

    expect(await setStatus(first.id, { status: 'PAID' })).toEqual({
      status: 200,
      body: { message: 'Payment status updated', data: expect.objectContaining({ id: first.id, status: 'PAID' }) },
    });
    expect(await submit({ controlNumber: '991200000003', paymentType: 'NHIF', paymentYear: 'Y2023_2024' })).toEqual({
      status: 409,
      body: {
        message: 'This payment has already been completed and cannot be changed.',
        code: 'PAID',
        payment: expect.objectContaining({ id: first.id, controlNumber: '991200000002', status: 'PAID' }),
      },
    });
    // Its own number again changes nothing and is no error.
    expect((await submit({ controlNumber: '991200000002', paymentType: 'NHIF', paymentYear: 'Y2023_2024' })).body.data).toMatchObject({
      id: first.id,
      status: 'PAID',
    });
    expect((await history()).find((p) => p.id === first.id)).toMatchObject({ controlNumber: '991200000002', status: 'PAID' });
    // Each change an officer made is in the audit log, with the payment before and after.
    const audit = await call<{ items: { action: string; before: { status: string }; after: { status: string } }[] }>(
      app,
      'GET',
      `/api/admin/audit?entity=payment&entityId=${first.id}`,
      { token: admin },
    );
    expect(audit.body.items.map((entry) => [entry.action, entry.before.status, entry.after.status])).toEqual([
      ['payment.status_changed', 'UNPAID', 'PAID'],
      ['payment.status_changed', 'UNPAID', 'FAILED'],
    ]);
  });

  it('another type or year is another payment', async () => {
    await submit({ controlNumber: '991300000001', paymentType: 'UNIVERSITY_FEE', paymentYear: 'Y2022_2023' });
    await submit({ controlNumber: '991300000002', paymentType: 'NHIF', paymentYear: 'Y2022_2023' });
    await submit({ controlNumber: '991300000003', paymentType: 'NHIF', paymentYear: 'Y2021_2022' });
    expect((await history()).filter((p) => p.controlNumber.startsWith('9913'))).toHaveLength(3);
  });
});

describe('a control number belongs to one payment', () => {
  const theirs = { paymentType: 'NHIF', paymentYear: 'Y2013_2014' };
  const TAKEN = {
    message: 'This control number has already been submitted by another scholar. Check the number on your bill.',
    code: 'CONTROL_NUMBER_TAKEN',
  };

  beforeAll(async () => {
    // Another scholar's number, and one of mine (NHIF 2019-2020).
    expect((await submit({ controlNumber: '991600000001', ...theirs }, other)).status).toBe(200);
    expect((await submit({ controlNumber: '991600000002', paymentType: 'NHIF', paymentYear: 'Y2019_2020' })).status).toBe(200);
  });

  it.each([
    ["another scholar's number, same type and year", { controlNumber: '991600000001', ...theirs }, TAKEN],
    [
      "another scholar's number, another type and year",
      { controlNumber: '991600000001', paymentType: 'UNIVERSITY_FEE', paymentYear: 'Y2025_2026' },
      TAKEN,
    ],
    ["another scholar's number with spaces around it", { controlNumber: ' 991600000001 ', ...theirs }, TAKEN],
    [
      'my own number of another year',
      { controlNumber: '991600000002', paymentType: 'NHIF', paymentYear: 'Y2018_2019' },
      {
        message: 'You have already used this control number for NHIF 2019-2020. Check the number on your bill.',
        code: 'CONTROL_NUMBER_USED',
      },
    ],
    [
      'my own number for another type',
      { controlNumber: '991600000002', paymentType: 'UNIVERSITY_FEE', paymentYear: 'Y2019_2020' },
      {
        message: 'You have already used this control number for NHIF 2019-2020. Check the number on your bill.',
        code: 'CONTROL_NUMBER_USED',
      },
    ],
  ])('%s: 409, and nothing changes', async (_case, body, refusal) => {
    const [mine, theirs] = [await history(), await history(other)];
    const answer = await submit(body);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual(
      refusal.code === 'CONTROL_NUMBER_USED'
        ? {
            ...refusal,
            payment: expect.objectContaining({ controlNumber: '991600000002', paymentType: 'NHIF', paymentYear: 'Y2019_2020' }),
          }
        : refusal,
    );
    expect([await history(), await history(other)]).toEqual([mine, theirs]);
  });

  it('the same number for the same type and year again: the same payment, no error, no second row', async () => {
    const before = (await history()).find((p) => p.controlNumber === '991600000002')!;
    const again = await submit({ controlNumber: '991600000002', paymentType: 'NHIF', paymentYear: 'Y2019_2020' });
    expect(again).toEqual({ status: 200, body: { message: 'Control number submitted successfully', data: before } });
    expect((await history()).filter((p) => p.controlNumber === '991600000002')).toEqual([before]);
  });

  it('a replaced number is free again: another scholar may submit it', async () => {
    await submit({ controlNumber: '991600000003', paymentType: 'UNIVERSITY_FEE', paymentYear: 'Y2017_2018' });
    expect((await submit({ controlNumber: '991600000004', paymentType: 'UNIVERSITY_FEE', paymentYear: 'Y2017_2018' })).status).toBe(200);
    expect((await submit({ controlNumber: '991600000003', ...theirs }, other)).status).toBe(200);
  });

  it('a payment being processed keeps its number: another is refused, its own is no error', async () => {
    const fee = (await submit({ controlNumber: '991600000005', paymentType: 'UNIVERSITY_FEE', paymentYear: 'Y2016_2017' })).body.data;
    expect((await setStatus(fee.id, { status: 'PROCESSING' })).status).toBe(200);
    expect(await submit({ controlNumber: '991600000006', paymentType: 'UNIVERSITY_FEE', paymentYear: 'Y2016_2017' })).toEqual({
      status: 409,
      body: {
        message: 'This payment is already being processed and its control number cannot be changed.',
        code: 'PROCESSING',
        payment: expect.objectContaining({ id: fee.id, controlNumber: '991600000005', status: 'PROCESSING' }),
      },
    });
    expect(
      (await submit({ controlNumber: '991600000005', paymentType: 'UNIVERSITY_FEE', paymentYear: 'Y2016_2017' })).body.data,
    ).toMatchObject({
      id: fee.id,
      status: 'PROCESSING',
    });
  });

  it('a failed number sent again goes back to pending, on the same payment', async () => {
    const fee = (await submit({ controlNumber: '991600000007', paymentType: 'UNIVERSITY_FEE', paymentYear: 'Y2015_2016' })).body.data;
    expect((await setStatus(fee.id, { status: 'FAILED', reason: 'The bank was down' })).status).toBe(200);
    const again = await submit({ controlNumber: '991600000007', paymentType: 'UNIVERSITY_FEE', paymentYear: 'Y2015_2016' });
    expect(again.body.data).toMatchObject({ id: fee.id, controlNumber: '991600000007', status: 'UNPAID', failureReason: null });
  });

  it('two scholars sending one number at the same moment: exactly one has it', async () => {
    const body = { controlNumber: '991600000008', paymentType: 'UNIVERSITY_FEE', paymentYear: 'Y2014_2015' };
    const answers = await Promise.all([submit(body), submit(body, other)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const holders = [...(await history()), ...(await history(other))].filter((p) => p.controlNumber === '991600000008');
    expect(holders).toHaveLength(1);
  });
});

describe('older rows that share a number (the demo cohort)', () => {
  // The seed's every 40th scholar has the university-fee number of the scholar before them (the desk flags both).
  const shared = DEMO_COHORT.findIndex((s, i) => {
    const before = DEMO_COHORT[i - 1];
    return before && s.years.at(-1)!.universityFee.controlNumber === before.years.at(-1)!.universityFee.controlNumber;
  });
  const [holder, first] = [DEMO_COHORT[shared]!, DEMO_COHORT[shared - 1]!];
  const number = holder.years.at(-1)!.universityFee.controlNumber;
  const fee = { controlNumber: number, paymentType: 'UNIVERSITY_FEE', paymentYear: holder.years.at(-1)!.year };

  it('stay as they are: each holder may send theirs again, a third scholar is refused', async () => {
    for (const scholar of [holder, first]) {
      const token = await login(app, scholar.email, DEV_STUDENT_PASSWORD);
      const before = (await history(token)).find((p) => p.controlNumber === number);
      expect(before).toBeDefined();
      expect(await submit({ ...fee, paymentYear: before!.paymentYear }, token)).toMatchObject({ status: 200, body: { data: before } });
    }
    expect((await submit(fee)).body).toMatchObject({ code: 'CONTROL_NUMBER_TAKEN' });
  });
});

describe('refused submissions change nothing', () => {
  it.each([
    [{ controlNumber: '12345', paymentType: 'NHIF' }, 'Control number must be exactly 12 digits'],
    [{ controlNumber: '1234567890123', paymentType: 'NHIF' }, 'Control number must be exactly 12 digits'],
    [{ controlNumber: '12345678901x', paymentType: 'NHIF' }, 'Control number must be exactly 12 digits'],
    [{ controlNumber: '   ', paymentType: 'NHIF' }, 'Control number must be exactly 12 digits'],
    [{ paymentType: 'NHIF' }, 'Control number must be exactly 12 digits'],
    [{ controlNumber: '991400000001', paymentType: 'TUITION' }, 'Payment type must be UNIVERSITY_FEE or NHIF'],
    [{ controlNumber: '991400000001' }, 'Payment type must be UNIVERSITY_FEE or NHIF'],
    [{ controlNumber: '991400000001', paymentType: 'NHIF', paymentYear: '2024-2025' }, 'Year must look like Y2024_2025'],
    [{ controlNumber: '991400000001', paymentType: 'NHIF', paymentYear: 'Y2024_2024' }, 'Year must look like Y2024_2025'],
    [
      { controlNumber: '991400000001', paymentType: 'NHIF', amountTzs: 0 },
      'Amount must be a whole number of TZS between 1 and 100,000,000',
    ],
  ])('%j', async (body, message) => {
    const before = await history();
    expect(await submit(body)).toEqual({ status: 400, body: { message } });
    expect(await history()).toEqual(before);
  });
});

describe('admin status', () => {
  it('400 for an unknown status, 404 for an unknown or malformed id', async () => {
    const { id } = (await history())[0]!;
    expect(await setStatus(id, { status: 'pending' })).toEqual({
      status: 400,
      body: { message: 'Status must be UNPAID, PROCESSING, PAID or FAILED' },
    });
    expect(await setStatus('00000000-0000-4000-8000-000000000000', { status: 'PAID' })).toEqual({
      status: 404,
      body: { message: 'Payment not found' },
    });
    expect(await setStatus('not-a-uuid', { status: 'PAID' })).toEqual({ status: 404, body: { message: 'Payment not found' } });
  });
});

describe('roles', () => {
  it('401 without a token, 403 for another role', async () => {
    const body = { controlNumber: '991500000001', paymentType: 'NHIF' };
    expect((await submit(body, '')).status).toBe(401);
    expect((await call(app, 'GET', '/api/v2/payment/history')).status).toBe(401);
    expect(await submit(body, admin)).toEqual({ status: 403, body: { message: 'You do not have permission to do this.' } });
    expect((await call(app, 'GET', '/api/v2/payment/history', { token: admin })).status).toBe(403);
    const { id } = (await history())[0]!;
    expect((await setStatus(id, { status: 'PAID' }, '')).status).toBe(401);
    expect((await setStatus(id, { status: 'PAID' }, me)).status).toBe(403);
  });
});
