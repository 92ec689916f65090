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
import { backends, useProviderOn } from '../testing/backends.js';
import { call, login } from '../testing/http.js';

type Analytics = {
  year: string;
  batchNo: number | null;
  batches: number[];
  gpa: { bands: { from: number; to: number }[]; batches: { batchNo: number | null; counts: number[] }[] };
  completion: { expected: number; months: { month: string; results: number; universityFee: number; nhif: number }[] };
  universities: { universityName: string | null; scholars: number; programmes: { programmeName: string | null; scholars: number }[] }[];
  payments: { paymentType: string; UNPAID: number; PROCESSING: number; PAID: number; FAILED: number }[];
};

type Done = { status: string; at: string };
type Fact = {
  batchNo: number;
  active: boolean;
  university: string;
  programme: string;
  years: Map<string, { result?: Done & { gpa: number }; UNIVERSITY_FEE?: Done; NHIF?: Done }>;
};

// The seed's scholars with their records, to count every expected figure from.
const facts: Fact[] = [
  ...SEED_STUDENTS.map((s) => {
    const years: Fact['years'] = new Map();
    const year = (y: string) => years.get(y) ?? years.set(y, {}).get(y)!;
    for (const r of SEED_RESULTS.filter((r) => r.email === s.email))
      year(r.resultYear).result = { status: r.status, at: r.uploadedAt, gpa: r.gpa };
    for (const p of SEED_PAYMENTS.filter((p) => p.email === s.email))
      year(p.paymentYear)[p.paymentType] = { status: p.status, at: p.createdAt };
    return { batchNo: s.batchNo, active: true, university: s.universityName, programme: s.courseProgrammeName, years };
  }),
  ...DEMO_COHORT.map((s) => {
    const stated = <T extends object>(record: { state: string }, at: string, more: T) =>
      record.state === 'MISSING' ? undefined : { status: record.state, at, ...more };
    const years: Fact['years'] = new Map(
      s.years.map((y) => [
        y.year,
        {
          result: stated(y.result, y.result.uploadedAt, { gpa: y.result.gpa }),
          UNIVERSITY_FEE: stated(y.universityFee, y.universityFee.submittedAt, {}),
          NHIF: stated(y.nhif, y.nhif.submittedAt, {}),
        },
      ]),
    );
    return {
      batchNo: s.batchNo,
      active: s.enrollmentStatus === 'Active',
      university: s.universityName,
      programme: s.courseProgrammeName,
      years,
    };
  }),
];

const YEAR = 'Y2024_2025';
const monthOf = (at: string) => new Date(new Date(at).getTime() + 3 * 3_600_000).toISOString().slice(0, 7);
const bandOf = (bands: Analytics['gpa']['bands'], gpa: number) =>
  bands.findIndex((band, i) => gpa >= band.from && (gpa < band.to || i === bands.length - 1));

/** Every figure of the answer, counted from the seed's facts for the year and batches. */
function expectFigures(body: Analytics, year: string, batches: number[]) {
  const mine = facts.filter((f) => batches.includes(f.batchNo));
  const active = mine.filter((f) => f.active);
  expect(body.gpa.batches.map((b) => b.batchNo)).toEqual(batches);
  for (const { batchNo, counts } of body.gpa.batches) {
    const gpas = mine.flatMap((f) => {
      const result = f.batchNo === batchNo ? f.years.get(year)?.result : undefined;
      return result && result.status !== 'REJECTED' ? [result.gpa] : [];
    });
    expect(counts).toEqual(body.gpa.bands.map((_, band) => gpas.filter((gpa) => bandOf(body.gpa.bands, gpa) === band).length));
  }

  expect(body.completion.expected).toBe(active.length);
  const doneBy = (month: string, kind: 'result' | 'UNIVERSITY_FEE' | 'NHIF') =>
    active.filter((f) => {
      const record = f.years.get(year)?.[kind];
      return record !== undefined && monthOf(record.at) <= month;
    }).length;
  for (const { month, results, universityFee, nhif } of body.completion.months)
    expect({ month, results, universityFee, nhif }).toEqual({
      month,
      results: doneBy(month, 'result'),
      universityFee: doneBy(month, 'UNIVERSITY_FEE'),
      nhif: doneBy(month, 'NHIF'),
    });
  // The last month holds everyone who has done it: no submission falls outside the months shown.
  const last = body.completion.months.at(-1)!;
  expect(last.results).toBe(active.filter((f) => f.years.get(year)?.result).length);
  expect(last.nhif).toBe(active.filter((f) => f.years.get(year)?.NHIF).length);

  const universities = new Map<string, number>();
  for (const f of active) universities.set(f.university, (universities.get(f.university) ?? 0) + 1);
  expect(new Map(body.universities.map((u) => [u.universityName!, u.scholars]))).toEqual(universities);
  for (const university of body.universities) {
    const programmes = new Map<string, number>();
    for (const f of active.filter((f) => f.university === university.universityName))
      programmes.set(f.programme, (programmes.get(f.programme) ?? 0) + 1);
    expect(new Map(university.programmes.map((p) => [p.programmeName!, p.scholars]))).toEqual(programmes);
  }
  const scholarCounts = body.universities.map((u) => u.scholars);
  expect(scholarCounts).toEqual([...scholarCounts].sort((a, b) => b - a));

  for (const type of ['UNIVERSITY_FEE', 'NHIF'] as const) {
    const statuses = mine.flatMap((f) => f.years.get(year)?.[type]?.status ?? []);
    const count = (status: string) => statuses.filter((s) => s === status).length;
    expect(body.payments.find((p) => p.paymentType === type)).toEqual({
      paymentType: type,
      UNPAID: count('UNPAID'),
      PROCESSING: count('PROCESSING'),
      PAID: count('PAID'),
      FAILED: count('FAILED'),
    });
  }
}

describe.each(backends)('analytics on $name', (backend) => {
  const provider = useProviderOn(backend);
  const admin = async () => {
    const token = await login(provider.app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    return (query: string) => call<Analytics>(provider.app, 'GET', `/api/admin/analytics${query}`, { token });
  };

  it("counts the current year's series for every batch, each figure as the seed's records count it", async () => {
    const { status, body } = await (await admin())('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ year: YEAR, batchNo: null, batches: [1, 2] });
    expect(body.completion.months[0]!.month).toBe('2024-08');
    expectFigures(body, YEAR, [1, 2]);
    // The demo's submissions spread over several months: the lines climb rather than jump once.
    const climbs = (kind: 'results' | 'universityFee' | 'nhif') => new Set(body.completion.months.map((m) => m[kind]).filter(Boolean)).size;
    expect(climbs('results')).toBeGreaterThan(2);
    expect(climbs('universityFee')).toBeGreaterThan(2);
    expect(climbs('nhif')).toBeGreaterThan(2);
  });

  it("counts one batch's series, and a past year's", async () => {
    const analytics = await admin();
    const second = await analytics('?batchNo=2');
    expect(second.body).toMatchObject({ year: YEAR, batchNo: 2, batches: [1, 2] });
    expectFigures(second.body, YEAR, [2]);

    const past = await analytics('?year=Y2023_2024&batchNo=1');
    expect(past.body).toMatchObject({ year: 'Y2023_2024', batchNo: 1 });
    expectFigures(past.body, 'Y2023_2024', [1]);
    const none = await analytics('?year=Y2023_2024&batchNo=2');
    expect(none.body.gpa.batches).toEqual([{ batchNo: 2, counts: [0, 0, 0, 0, 0, 0, 0] }]);
  });

  it('refuses a bad year or batch, and a student before anything', async () => {
    const analytics = await admin();
    expect(await analytics('?year=2024-2025')).toEqual({ status: 400, body: { message: 'year must look like Y2024_2025' } });
    expect(await analytics('?batchNo=0')).toEqual({ status: 400, body: { message: 'batchNo must be a whole number of at least 1' } });
    expect(await analytics('?batchNo=two')).toEqual({ status: 400, body: { message: 'batchNo must be a whole number of at least 1' } });
    const student = await login(provider.app, SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD);
    expect((await call(provider.app, 'GET', '/api/admin/analytics?year=bad', { token: student })).status).toBe(403);
    expect((await call(provider.app, 'GET', '/api/admin/analytics')).status).toBe(401);
  });
});
