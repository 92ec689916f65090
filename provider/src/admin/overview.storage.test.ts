import { describe, expect, it } from 'vitest';
import {
  DEMO_COHORT,
  DEMO_OFFICER,
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  DEV_STUDENT_PASSWORD,
  SEED_PAYMENTS,
  SEED_RESULTS,
  SEED_STUDENTS,
} from '../app.js';
import { backends, useProviderOn } from '../testing/backends.js';
import { call, login } from '../testing/http.js';
import { PROGRAMME_SETTINGS_MESSAGES as M } from './programme-settings-rules.js';

type Counts = Record<string, number>;
type Figures = { batchNo: number | null; scholars: Counts; results: Counts; universityFee: Counts; nhif: Counts };
type Overview = { year: string; batches: Figures[]; totals: Omit<Figures, 'batchNo'>; recentActivity: { action: string }[] };

const YEAR = 'Y2024_2025';
// The seed's facts, to count the expected figures from.
const scholars = [
  ...SEED_STUDENTS.map((s) => ({
    batchNo: s.batchNo,
    status: 'Active',
    result: SEED_RESULTS.find((r) => r.email === s.email && r.resultYear === YEAR)?.status,
    nhif: SEED_PAYMENTS.find((p) => p.email === s.email && p.paymentType === 'NHIF' && p.paymentYear === YEAR)?.status,
  })),
  ...DEMO_COHORT.map((s) => {
    const year = s.years.find((y) => y.year === YEAR)!;
    const stated = (state: string) => (state === 'MISSING' ? undefined : state);
    return { batchNo: s.batchNo, status: s.enrollmentStatus, result: stated(year.result.state), nhif: stated(year.nhif.state) };
  }),
];

describe.each(backends)('overview, programme settings and the audit log on $name', (backend) => {
  const provider = useProviderOn(backend);
  const admin = async (email = DEV_ADMIN_EMAIL) => {
    const token = await login(provider.app, email, DEV_ADMIN_PASSWORD);
    return <T>(method: 'GET' | 'PUT', url: string, body?: unknown) => call<T>(provider.app, method, `/api/admin/${url}`, { token, body });
  };

  it("counts the current year's figures per batch and in total, each as the scholars' list behind it counts them", async () => {
    const desk = await admin();
    const { status, body } = await desk<Overview>('GET', 'overview');
    expect(status).toBe(200);
    expect(body.year).toBe(YEAR);
    expect(body.batches.map((b) => b.batchNo)).toEqual([1, 2]);
    for (const batch of body.batches) {
      const mine = scholars.filter((s) => s.batchNo === batch.batchNo);
      const active = mine.filter((s) => s.status === 'Active');
      expect(batch.scholars).toEqual({
        total: mine.length,
        ACTIVE: active.length,
        SUSPENDED: mine.filter((s) => s.status === 'Suspended').length,
        GRADUATED: mine.filter((s) => s.status === 'Graduated').length,
        WITHDRAWN: mine.filter((s) => s.status === 'Withdrawn').length,
      });
      expect(batch.results).toEqual({
        uploaded: mine.filter((s) => s.result).length,
        missing: active.filter((s) => !s.result).length,
        awaitingReview: mine.filter((s) => s.result === 'SUBMITTED').length,
        approved: mine.filter((s) => s.result === 'APPROVED').length,
        rejected: mine.filter((s) => s.result === 'REJECTED').length,
      });
      expect(batch.nhif).toEqual({
        submitted: mine.filter((s) => s.nhif).length,
        missing: active.filter((s) => !s.nhif).length,
        paid: mine.filter((s) => s.nhif === 'PAID').length,
      });
      // The figure links to the list: the same filter counts the same scholars.
      const listed = async (query: string) =>
        (await desk<{ total: number }>('GET', `students?batchNo=${batch.batchNo}&${query}`)).body.total;
      expect(await listed('status=ACTIVE&missing=RESULTS')).toBe(batch.results.missing);
      expect(await listed('resultStatus=UPLOADED')).toBe(batch.results.uploaded);
      expect(await listed('resultStatus=SUBMITTED')).toBe(batch.results.awaitingReview);
      expect(await listed('nhifStatus=SUBMITTED')).toBe(batch.nhif.submitted);
      expect(await listed('nhifStatus=PAID')).toBe(batch.nhif.paid);
    }
    expect(body.totals.scholars.total).toBe(scholars.length);
    expect(body.totals.results.uploaded).toBe(scholars.filter((s) => s.result).length);
    expect(body.recentActivity.length).toBeGreaterThan(0);
    expect(body.recentActivity.length).toBeLessThanOrEqual(10);

    const past = await desk<Overview>('GET', 'overview?year=Y2023_2024');
    expect(past.body.batches.find((b) => b.batchNo === 2)!.results.uploaded).toBe(0);
    expect(await desk('GET', 'overview?year=2024')).toEqual({ status: 400, body: { message: 'year must look like Y2024_2025' } });
  });

  it('saves the programme settings with an audit entry, refuses a stale or invalid change, and every tier reads the new year', async () => {
    const desk = await admin();
    const before = await desk<{ currentAcademicYear: string; activeBatches: number[]; updatedAt: string }>('GET', 'settings/programme');
    expect(before.body).toMatchObject({ currentAcademicYear: YEAR, activeBatches: [1, 2], stipendAmountTzs: 450_000 });
    for (const stipendAmountTzs of [0, 1.5, '450000', 10_000_001])
      expect(await desk('PUT', 'settings/programme', { currentAcademicYear: YEAR, activeBatches: [1, 2], stipendAmountTzs })).toEqual({
        status: 400,
        body: { message: M.stipend },
      });
    expect(await desk('PUT', 'settings/programme', { currentAcademicYear: '2025-2026', activeBatches: [1] })).toEqual({
      status: 400,
      body: { message: M.year },
    });
    expect(await desk('PUT', 'settings/programme', { currentAcademicYear: 'Y2025_2026', activeBatches: [] })).toEqual({
      status: 400,
      body: { message: M.batches },
    });

    const change = {
      currentAcademicYear: 'Y2025_2026',
      activeBatches: [3, 2],
      stipendAmountTzs: 500_000,
      expectedUpdatedAt: before.body.updatedAt,
    };
    const [first, second] = await Promise.all([desk('PUT', 'settings/programme', change), desk('PUT', 'settings/programme', change)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first.body, second.body]).toContainEqual({ message: M.stale });
    expect([first.body, second.body]).toContainEqual({
      message: M.saved,
      data: expect.objectContaining({ currentAcademicYear: 'Y2025_2026', activeBatches: [2, 3], stipendAmountTzs: 500_000 }),
    });

    const student = await login(provider.app, SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD);
    expect((await call(provider.app, 'GET', '/api/programme', { token: student })).body).toEqual({ currentAcademicYear: 'Y2025_2026' });
    expect((await desk<Overview>('GET', 'overview')).body.batches.map((b) => b.batchNo)).toEqual([1, 2, 3]);

    const audit = await desk<{
      items: { action: string; actorEmail: string; before: { currentAcademicYear: string }; after: { activeBatches: number[] } }[];
    }>('GET', 'audit?entity=programme_settings');
    expect(audit.body.items).toHaveLength(1);
    expect(audit.body.items[0]).toMatchObject({
      action: 'programme_settings.updated',
      actorEmail: DEV_ADMIN_EMAIL,
      before: { currentAcademicYear: YEAR },
      after: { activeBatches: [2, 3], stipendAmountTzs: 500_000 },
    });
    // A change without the stipend (an older caller) keeps it.
    const restored = await desk('PUT', 'settings/programme', { currentAcademicYear: YEAR, activeBatches: [1, 2] });
    expect(restored.body).toMatchObject({ data: { stipendAmountTzs: 500_000 } });
    expect(
      (await desk('PUT', 'settings/programme', { currentAcademicYear: YEAR, activeBatches: [1, 2], stipendAmountTzs: 450_000 })).status,
    ).toBe(200);
  });

  it('pages the audit log newest first and filters it by who and what', async () => {
    const desk = await admin();
    const all = await desk<{ items: { at: string; actorEmail: string }[]; total: number; pageSize: number }>('GET', 'audit?pageSize=100');
    expect(all.body.total).toBeGreaterThan(10);
    const times = all.body.items.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    const officer = await desk<{ items: { actorEmail: string }[]; total: number }>(
      'GET',
      `audit?actor=${DEMO_OFFICER.email.toUpperCase()}&entity=student&pageSize=100`,
    );
    expect(officer.body.total).toBe(DEMO_COHORT.filter((s) => s.enrollmentStatus !== 'Active').length);
    expect(new Set(officer.body.items.map((entry) => entry.actorEmail))).toEqual(new Set([DEMO_OFFICER.email]));
    const second = await desk<{ items: unknown[]; page: number }>('GET', 'audit?page=2&pageSize=5');
    expect(second.body.page).toBe(2);
    expect(second.body.items).toEqual(all.body.items.slice(5, 10));
    expect(await desk('GET', 'audit?pageSize=-1')).toEqual({
      status: 400,
      body: { message: 'page and pageSize must be whole numbers of at least 1' },
    });
  });
});
