import { describe, expect, it } from 'vitest';
import {
  DEMO_COHORT,
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  DEV_STUDENT_PASSWORD,
  SEED_PAYMENTS,
  SEED_RESULTS,
  SEED_STUDENTS,
} from '../app.js';
import { parseCsv } from '../csv/csv.js';
import { backends, useProviderOn } from '../testing/backends.js';
import { call, login } from '../testing/http.js';
import { STATUS_CHANGE_MESSAGES as M } from './enrollment-rules.js';

type Row = {
  id: string;
  name: string;
  email: string;
  batchNo: number;
  createdAt: string;
  enrollmentStatus: string;
  resultStatus: string | null;
  nhifStatus: string | null;
};
type Page = { items: Row[]; total: number; page: number; pageSize: number };

const YEAR = 'Y2024_2025';
// What the seed wrote, as plain facts to compute each expected answer from.
const scholars = [
  ...SEED_STUDENTS.map((s) => ({
    ...s,
    enrollmentStatus: 'Active',
    result: (year: string) => SEED_RESULTS.find((r) => r.email === s.email && r.resultYear === year)?.status ?? null,
    payment: (type: string, year: string) =>
      SEED_PAYMENTS.find((p) => p.email === s.email && p.paymentType === type && p.paymentYear === year)?.status ?? null,
  })),
  ...DEMO_COHORT.map((s) => {
    const records = (year: string) => s.years.find((y) => y.year === year);
    const stated = (state: string | undefined) => (state === undefined || state === 'MISSING' ? null : state);
    return {
      ...s,
      result: (year: string) => stated(records(year)?.result.state),
      payment: (type: string, year: string) => stated(type === 'NHIF' ? records(year)?.nhif.state : records(year)?.universityFee.state),
    };
  }),
];

describe.each(backends)('the scholars desk on $name', (backend) => {
  const provider = useProviderOn(backend);
  const as = async (email: string, password: string) => {
    const token = await login(provider.app, email, password);
    return {
      get: <T = Page>(url: string) => call<T>(provider.app, 'GET', `/api/admin/${url}`, { token }),
      put: <T = Record<string, unknown>>(url: string, body: unknown) => call<T>(provider.app, 'PUT', `/api/admin/${url}`, { token, body }),
      raw: (url: string) => provider.app.inject({ method: 'GET', url: `/api/admin/${url}`, headers: { authorization: `Bearer ${token}` } }),
    };
  };
  const admin = () => as(DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);

  it('lists every scholar by name, 25 a page, and walks the pages without a repeat or a gap', async () => {
    const desk = await admin();
    const first = await desk.get('students');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: scholars.length, page: 1, pageSize: 25 });
    expect(first.body.items).toHaveLength(25);
    const seen: Row[] = [];
    for (let page = 1; page <= 4; page++) seen.push(...(await desk.get(`students?page=${page}&pageSize=100`)).body.items);
    expect(seen.map((row) => row.email).sort()).toEqual(scholars.map((s) => s.email).sort());
    const names = seen.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await desk.get('students?page=5&pageSize=100')).body).toEqual({ items: [], total: scholars.length, page: 5, pageSize: 100 });
    expect((await desk.get('students?pageSize=5000')).body.pageSize).toBe(100);
  });

  it('searches name, e-mail and registration number, a typed % being a letter', async () => {
    const desk = await admin();
    const expected = scholars.filter((s) => `${s.name} ${s.email} ${s.universityRegistrationId}`.toLowerCase().includes('juma'));
    const found = await desk.get('students?search=JUMA&pageSize=100');
    expect(found.body.total).toBe(expected.length);
    expect(found.body.items.map((row) => row.email).sort()).toEqual(expected.map((s) => s.email).sort());
    const byRegistration = await desk.get(`students?search=${encodeURIComponent(DEMO_COHORT[7]!.universityRegistrationId)}`);
    expect(byRegistration.body.items.map((row) => row.email)).toContain(DEMO_COHORT[7]!.email);
    expect((await desk.get('students?search=%25')).body.total).toBe(0);
  });

  it('filters by batch, status, university, programme and what is missing for a year', async () => {
    const desk = await admin();
    const count = async (query: string) => (await desk.get(`students?${query}`)).body.total;
    expect(await count('batchNo=2&status=SUSPENDED')).toBe(
      scholars.filter((s) => s.batchNo === 2 && s.enrollmentStatus === 'Suspended').length,
    );
    const { universityName, courseProgrammeName } = DEMO_COHORT[0]!;
    expect(await count(`university=${encodeURIComponent(universityName)}&programme=${encodeURIComponent(courseProgrammeName)}`)).toBe(
      scholars.filter((s) => s.universityName === universityName && s.courseProgrammeName === courseProgrammeName).length,
    );
    expect(await count('missing=RESULTS')).toBe(scholars.filter((s) => s.result(YEAR) === null).length);
    expect(await count('missing=NHIF&year=Y2023_2024&batchNo=1')).toBe(
      scholars.filter((s) => s.batchNo === 1 && s.payment('NHIF', 'Y2023_2024') === null).length,
    );
    expect(await count('resultStatus=UPLOADED')).toBe(scholars.filter((s) => s.result(YEAR) !== null).length);
    expect(await count('resultStatus=REJECTED&batchNo=1')).toBe(
      scholars.filter((s) => s.batchNo === 1 && s.result(YEAR) === 'REJECTED').length,
    );
    expect(await count('nhifStatus=SUBMITTED')).toBe(scholars.filter((s) => s.payment('NHIF', YEAR) !== null).length);
    expect(await count('universityFeeStatus=PAID&year=Y2023_2024')).toBe(
      scholars.filter((s) => s.payment('UNIVERSITY_FEE', 'Y2023_2024') === 'PAID').length,
    );
    expect(await count('missing=UNIVERSITY_FEE&status=ACTIVE')).toBe(
      scholars.filter((s) => s.enrollmentStatus === 'Active' && s.payment('UNIVERSITY_FEE', YEAR) === null).length,
    );
  });

  it("shows where each of the year's documents stands, and sorts by batch or by date", async () => {
    const desk = await admin();
    const scholar = scholars.find((s) => s.result(YEAR) === 'REJECTED' && s.payment('NHIF', YEAR) === 'PROCESSING')!;
    const [row] = (await desk.get(`students?search=${encodeURIComponent(scholar.email)}`)).body.items;
    expect(row).toMatchObject({ email: scholar.email, resultStatus: 'REJECTED', nhifStatus: 'PROCESSING', batchNo: scholar.batchNo });
    expect((await desk.get('students?sort=batchNo&order=desc')).body.items[0]!.batchNo).toBe(2);
    const byDate = (await desk.get('students?sort=createdAt&order=desc&pageSize=100')).body.items;
    expect(byDate.map((row) => row.createdAt)).toEqual(
      byDate
        .map((row) => row.createdAt)
        .sort()
        .reverse(),
    );
  });

  it('refuses a filter it cannot read with a 400 that says why', async () => {
    const desk = await admin();
    expect(await desk.get('students?status=Active')).toEqual({
      status: 400,
      body: { message: 'status must be one of ACTIVE, SUSPENDED, GRADUATED, WITHDRAWN' },
    });
    expect(await desk.get('students?page=0')).toEqual({
      status: 400,
      body: { message: 'page and pageSize must be whole numbers of at least 1' },
    });
    expect(await desk.get('students?missing=PHOTO')).toEqual({
      status: 400,
      body: { message: 'missing must be one of RESULTS, UNIVERSITY_FEE, NHIF' },
    });
    expect(await desk.get('students?year=2024')).toEqual({ status: 400, body: { message: 'year must look like Y2024_2025' } });
    // The lengths the OpenAPI document gives are the ones refused.
    expect(await desk.get(`students?search=${'x'.repeat(101)}`)).toEqual({
      status: 400,
      body: { message: 'search must be at most 100 characters long' },
    });
    expect(await desk.get(`students?university=${'x'.repeat(201)}`)).toEqual({
      status: 400,
      body: { message: 'university must be at most 200 characters long' },
    });
    expect((await desk.get(`students?search=${'x'.repeat(100)}&university=${'x'.repeat(200)}`)).status).toBe(200);
  });

  it('exports the whole filtered list as CSV, quoting what needs quoting', async () => {
    const student = await login(provider.app, SEED_STUDENTS[3].email, DEV_STUDENT_PASSWORD);
    const renamed = await call(provider.app, 'PUT', '/api/profile/info', { token: student, body: { name: 'Juma "JH" Hassan, Jr' } });
    expect(renamed.status).toBe(200);
    const desk = await admin();
    const answer = await desk.raw('students/export.csv?batchNo=2');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="scholars-${YEAR}.csv"`);
    const parsed = parseCsv(answer.body);
    if ('problem' in parsed) throw new Error(parsed.problem);
    const [header, ...rows] = parsed.rows.map((row) => row.fields);
    expect(header).toEqual([
      'name',
      'email',
      'batchNo',
      'universityName',
      'courseProgrammeName',
      'universityRegistrationId',
      'enrollmentStatus',
      'resultStatus',
      'universityFeeStatus',
      'nhifStatus',
      'createdAt',
    ]);
    expect(rows).toHaveLength(scholars.filter((s) => s.batchNo === 2).length);
    expect(rows.find((row) => row[1] === SEED_STUDENTS[3].email)?.[0]).toBe('Juma "JH" Hassan, Jr');
    expect(answer.body).toContain('"Juma ""JH"" Hassan, Jr"');
    expect((await desk.raw('students/export.csv?sort=size')).statusCode).toBe(400);
  });

  it("shows a scholar's page: profile, results, payments, activity and the officers' actions", async () => {
    const desk = await admin();
    const amina = (await desk.get(`students?search=${SEED_STUDENTS[0].email}`)).body.items[0]!;
    const page = await desk.get<{
      profile: Record<string, unknown>;
      results: unknown[];
      payments: unknown[];
      activity: { kind: string }[];
      audit: unknown[];
    }>(`students/${amina.id}`);
    expect(page.status).toBe(200);
    expect(page.body.profile).toMatchObject({
      email: SEED_STUDENTS[0].email,
      enrollmentStatus: 'ACTIVE',
      // Masked: every officer reads this page; the run and its bank file carry the whole number.
      maskedAccountNumber: `••••••${SEED_STUDENTS[0].accountNumber.slice(-4)}`,
      accountNumberChangedAt: null,
    });
    expect(page.body.profile).not.toHaveProperty('accountNumber');
    expect(page.body.results).toHaveLength(SEED_RESULTS.filter((r) => r.email === SEED_STUDENTS[0].email).length);
    expect(page.body.payments).toHaveLength(SEED_PAYMENTS.filter((p) => p.email === SEED_STUDENTS[0].email).length);
    expect(page.body.profile).not.toHaveProperty('passwordHash');
    expect(await desk.get('students/00000000-0000-4000-8000-000000000000')).toEqual({ status: 404, body: { message: M.notFound } });
    expect(await desk.get('students/nope')).toEqual({ status: 404, body: { message: M.notFound } });
  });

  it('changes the enrollment status with a reason, audits it, and lets only one of two racing officers win', async () => {
    const desk = await admin();
    const baraka = (await desk.get(`students?search=${SEED_STUDENTS[1].email}`)).body.items[0]!;
    const url = `students/${baraka.id}/status`;
    expect(await desk.put(url, { status: 'SUSPENDED' })).toEqual({ status: 400, body: { message: M.reasonRequired } });
    expect(await desk.put(url, { status: 'EXPELLED', reason: 'x' })).toEqual({ status: 400, body: { message: M.invalidStatus } });
    expect(await desk.put('students/00000000-0000-4000-8000-000000000000/status', { status: 'SUSPENDED', reason: 'x' })).toEqual({
      status: 404,
      body: { message: M.notFound },
    });

    const changes = await Promise.all(
      ['Fees unpaid after two reminders', 'Asked to pause for a term'].map((reason) =>
        desk.put(url, { status: 'SUSPENDED', reason, expectedStatus: 'ACTIVE' }),
      ),
    );
    expect(changes.map((c) => c.status).sort()).toEqual([200, 409]);
    const won = changes.find((c) => c.status === 200)!;
    expect(won.body).toMatchObject({ message: M.changed, data: { id: baraka.id, enrollmentStatus: 'SUSPENDED' } });
    expect(changes.find((c) => c.status === 409)!.body).toEqual({ message: M.stale });
    expect(await desk.put(url, { status: 'SUSPENDED', reason: 'again' })).toEqual({ status: 409, body: { message: M.sameStatus } });

    const page = await desk.get<{
      profile: { enrollmentStatus: string };
      audit: { actorEmail: string; action: string; before: unknown; after: { reason: string } }[];
    }>(`students/${baraka.id}`);
    expect(page.body.profile.enrollmentStatus).toBe('SUSPENDED');
    expect(page.body.audit).toEqual([
      {
        at: expect.any(String),
        actorEmail: DEV_ADMIN_EMAIL,
        action: 'student.status_changed',
        before: { enrollmentStatus: 'ACTIVE' },
        after: { enrollmentStatus: 'SUSPENDED', reason: expect.any(String) },
      },
    ]);
    expect((await desk.get(`students?status=SUSPENDED&search=${SEED_STUDENTS[1].email}`)).body.total).toBe(1);
  });

  it('answers a student 403 on every admin call before anything else, an unknown id included', async () => {
    const student = await login(provider.app, SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD);
    const forbidden = { status: 403, body: { message: 'You do not have permission to do this.' } };
    const calls: [method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string][] = [
      ['GET', 'overview'],
      ['GET', 'students?status=NOPE'],
      ['GET', 'students/export.csv'],
      ['GET', 'students/00000000-0000-4000-8000-000000000000'],
      ['PUT', 'students/00000000-0000-4000-8000-000000000000/status'],
      ['POST', 'students/invite'],
      ['POST', 'students/import'],
      ['GET', 'invitations'],
      ['POST', 'invitations/00000000-0000-4000-8000-000000000000/resend'],
      ['DELETE', 'invitations/00000000-0000-4000-8000-000000000000'],
      ['GET', 'audit'],
      ['GET', 'settings/programme'],
      ['PUT', 'settings/programme'],
      ['GET', 'admins'],
      ['POST', 'admins/invite'],
      ['GET', 'admins/invitations'],
      ['POST', 'admins/invitations/00000000-0000-4000-8000-000000000000/confirm'],
      ['PUT', 'admins/00000000-0000-4000-8000-000000000000/active'],
    ];
    for (const [method, url] of calls)
      expect({ url, ...(await call(provider.app, method, `/api/admin/${url}`, { token: student, body: {} })) }).toEqual({
        url,
        ...forbidden,
      });
    for (const [method, url] of calls)
      expect({ url, status: (await call(provider.app, method, `/api/admin/${url}`, { body: {} })).status }).toEqual({ url, status: 401 });
  });
});
