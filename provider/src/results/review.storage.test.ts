import { describe, expect, it } from 'vitest';
import { DEMO_COHORT, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_RESULTS, SEED_STUDENTS } from '../app.js';
import { backends, useProviderOn } from '../testing/backends.js';
import { call, login, uploadResult } from '../testing/http.js';
import { MAX_BULK_REVIEW, REVIEW_MESSAGES as M } from './review-rules.js';

type Item = {
  fileName: string;
  resultYear: string;
  status: string;
  uploadedAt: string;
  reviewComment: string | null;
  reviewerName: string | null;
  reviewedAt: string | null;
  scholar: { id: string; email: string; name: string; batchNo: number | null };
};
type Page<T = Item> = { items: T[]; total: number; page: number; pageSize: number };
type Mail = { to: string; subject: string; text: string };

const YEAR = 'Y2024_2025';
// Every seeded scholar's results, as plain facts to compute each expectation from.
const seededResults = [
  ...SEED_RESULTS.map((r) => ({
    email: r.email,
    batchNo: SEED_STUDENTS.find((s) => s.email === r.email)!.batchNo,
    year: r.resultYear,
    status: r.status,
  })),
  ...DEMO_COHORT.flatMap((s) =>
    s.years
      .filter((y) => y.result.state !== 'MISSING')
      .map((y) => ({ email: s.email, batchNo: s.batchNo, year: y.year, status: y.result.state })),
  ),
];
const activeScholars = [
  ...SEED_STUDENTS.map((s) => ({ email: s.email, batchNo: s.batchNo })),
  ...DEMO_COHORT.filter((s) => s.enrollmentStatus === 'Active').map((s) => ({ email: s.email, batchNo: s.batchNo })),
];
const withoutResults = (year: string, batchNo?: number) =>
  activeScholars.filter(
    (s) => (batchNo === undefined || s.batchNo === batchNo) && !seededResults.some((r) => r.email === s.email && r.year === year),
  );

const pdf = () => new TextEncoder().encode('%PDF-1.4\n%review test\n');

describe.each(backends)('the results desk on $name', (backend) => {
  const provider = useProviderOn(backend);
  const as = async (email: string, password: string) => {
    const token = await login(provider.app, email, password);
    return {
      token,
      get: <T = Page>(url: string) => call<T>(provider.app, 'GET', `/api/${url}`, { token }),
      put: <T = { message: string; data: Item }>(url: string, body: unknown) =>
        call<T>(provider.app, 'PUT', `/api/${url}`, { token, body }),
      post: <T = Record<string, unknown>>(url: string, body: unknown) => call<T>(provider.app, 'POST', `/api/${url}`, { token, body }),
    };
  };
  const admin = () => as(DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
  const mailsTo = async (email: string) =>
    (await call<Mail[]>(provider.app, 'GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`)).body;
  const auditOf = async (desk: Awaited<ReturnType<typeof admin>>, entity: string, entityId: string) =>
    (
      await desk.get<Page<{ action: string; before: unknown; after: unknown }>>(
        `admin/audit?entity=${entity}&entityId=${encodeURIComponent(entityId)}`,
      )
    ).body.items;

  it('answers a student 403 on every route, whatever it names, and a stranger 401', async () => {
    const student = await as(SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD);
    const attempts = [
      student.get('admin/results'),
      student.get('admin/results?status=NOPE'),
      student.get('admin/results/missing'),
      student.get('admin/results/no-such.pdf/download'),
      student.put('admin/results/no-such.pdf/review', { status: 'APPROVED' }),
      student.post('admin/results/review', { fileNames: ['no-such.pdf'], status: 'APPROVED' }),
      student.post('admin/reminders', { kind: 'RESULTS', year: YEAR }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.status).toBe(403);
    expect((await call(provider.app, 'GET', '/api/admin/results')).status).toBe(401);
    expect((await call(provider.app, 'POST', '/api/admin/reminders', { body: { kind: 'RESULTS', year: YEAR } })).status).toBe(401);
  });

  it('lists the queue oldest upload first, filtered by year, batch and status', async () => {
    const desk = await admin();
    const expected = seededResults.filter((r) => r.year === YEAR && r.batchNo === 2 && r.status === 'SUBMITTED');
    const first = await desk.get(`admin/results?year=${YEAR}&batchNo=2&status=SUBMITTED&pageSize=100`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(expected.length);
    expect(first.body.items.map((i) => i.scholar.email).sort()).toEqual(expected.map((r) => r.email).sort());
    for (const item of first.body.items) expect(item).toMatchObject({ resultYear: YEAR, status: 'SUBMITTED', scholar: { batchNo: 2 } });
    const times = first.body.items.map((i) => i.uploadedAt);
    expect(times).toEqual([...times].sort());

    const all = await desk.get('admin/results?pageSize=100');
    expect(all.body.total).toBe(seededResults.length);
    const rejected = (await desk.get('admin/results?status=REJECTED&pageSize=1')).body;
    expect(rejected.total).toBe(seededResults.filter((r) => r.status === 'REJECTED').length);
    expect(rejected.items[0]).toMatchObject({ status: 'REJECTED', reviewerName: expect.any(String), reviewedAt: expect.any(String) });
    expect(rejected.items[0]!.reviewComment).toBeTruthy();

    // Walking the pages neither repeats nor skips a row.
    const seen: string[] = [];
    for (let page = 1; (page - 1) * 100 < all.body.total; page++)
      seen.push(...(await desk.get(`admin/results?pageSize=100&page=${page}`)).body.items.map((i) => i.fileName));
    expect(new Set(seen).size).toBe(seededResults.length);
  });

  it.each([
    ['year=2024-2025', 'Year must look like Y2024_2025'],
    ['batchNo=0', M.invalidBatch],
    ['status=PAID', M.invalidFilterStatus],
    ['page=0', 'page and pageSize must be whole numbers of at least 1'],
  ])('refuses the filter %s (400)', async (query, message) => {
    expect(await (await admin()).get(`admin/results?${query}`)).toEqual({ status: 400, body: { message } });
  });

  it("serves any scholar's document inline with its type, and 404 for a name it does not know", async () => {
    const desk = await admin();
    const [item] = (await desk.get('admin/results?pageSize=1')).body.items;
    const answer = await provider.app.inject({
      method: 'GET',
      url: `/api/admin/results/${encodeURIComponent(item!.fileName)}/download`,
      headers: { authorization: `Bearer ${desk.token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^inline; filename="/);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await desk.get('admin/results/no-such.pdf/download')).status).toBe(404);
  });

  it('rejects only with a comment, e-mails the scholar the comment, audits it, and refuses a stale review (409)', async () => {
    const desk = await admin();
    const scholar = SEED_STUDENTS[3];
    const student = await as(scholar.email, DEV_STUDENT_PASSWORD);
    const year = 'Y2030_2031';
    const uploaded = await uploadResult(provider.app, student.token, { year, gpa: '3.1', file: { name: 'mine.pdf', bytes: pdf() } });
    const fileName = uploaded.body.fileName as string;
    const url = `admin/results/${encodeURIComponent(fileName)}/review`;

    expect(await desk.put(url, { status: 'REJECTED', comment: '  ' })).toEqual({ status: 400, body: { message: M.commentRequired } });
    expect(await desk.put(url, { status: 'REJECTED' })).toEqual({ status: 400, body: { message: M.commentRequired } });
    expect((await desk.put(url, { status: 'APPROVED', expectedStatus: 'LOST' })).status).toBe(400);
    expect((await desk.put('admin/results/no-such.pdf/review', { status: 'APPROVED' })).status).toBe(404);

    const rejected = await desk.put(url, { status: 'REJECTED', comment: 'Not stamped', expectedStatus: 'SUBMITTED' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      fileName,
      status: 'REJECTED',
      reviewComment: 'Not stamped',
      reviewerName: expect.any(String),
    });
    expect(rejected.body.data.scholar).toMatchObject({ email: scholar.email, name: scholar.name });
    expect((await mailsTo(scholar.email))[0]).toMatchObject({
      subject: 'Your results for 2030-2031 need attention',
      text:
        'Your academic results for 2030-2031 were reviewed and not accepted. Please upload them again under Results.' +
        "\n\nThe reviewer's comment: Not stamped\n\n" +
        'You receive this because notifications are on in Settings > Notifications of the Nuru Yangu Scholarship Portal.',
    });
    expect((await auditOf(desk, 'result', fileName))[0]).toMatchObject({
      action: 'result.reviewed',
      before: expect.objectContaining({ status: 'SUBMITTED' }),
      after: expect.objectContaining({ status: 'REJECTED', reviewComment: 'Not stamped' }),
    });

    // The other officer still saw it SUBMITTED.
    expect(await desk.put(url, { status: 'APPROVED', expectedStatus: 'SUBMITTED' })).toEqual({ status: 409, body: { message: M.stale } });

    // The scholar sees the comment and uploads the year again; the new one waits for review.
    const mine = (await student.get<{ fileName: string; status: string; reviewComment: string | null }[]>('results/all')).body;
    expect(mine.find((r) => r.fileName === fileName)).toMatchObject({ status: 'REJECTED', reviewComment: 'Not stamped' });
    const again = await uploadResult(provider.app, student.token, { year, gpa: '3.1', file: { name: 'stamped.pdf', bytes: pdf() } });
    expect(again.status).toBe(200);
    const queue = (await desk.get(`admin/results?year=${year}`)).body.items;
    expect(queue.map((i) => [i.fileName, i.status])).toEqual([[again.body.fileName, 'SUBMITTED']]);
  });

  it('of two officers reviewing one result at once with what they saw, exactly one wins', async () => {
    const desk = await admin();
    const student = await as(SEED_STUDENTS[2].email, DEV_STUDENT_PASSWORD);
    const uploaded = await uploadResult(provider.app, student.token, {
      year: 'Y2031_2032',
      gpa: '3.3',
      file: { name: 'r.pdf', bytes: pdf() },
    });
    const url = `admin/results/${encodeURIComponent(uploaded.body.fileName as string)}/review`;
    const answers = await Promise.all([
      desk.put(url, { status: 'APPROVED', expectedStatus: 'SUBMITTED' }),
      desk.put(url, { status: 'REJECTED', comment: 'Blurred', expectedStatus: 'SUBMITTED' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it("writes the outcome in the scholar's saved language", async () => {
    const desk = await admin();
    const scholar = SEED_STUDENTS[0];
    const student = await as(scholar.email, DEV_STUDENT_PASSWORD);
    expect((await student.post('settings/preferences/update', { language: 'sw' })).status).toBe(200);
    const uploaded = await uploadResult(provider.app, student.token, {
      year: 'Y2033_2034',
      gpa: '3.0',
      file: { name: 'r.pdf', bytes: pdf() },
    });
    const url = `admin/results/${encodeURIComponent(uploaded.body.fileName as string)}/review`;
    expect((await desk.put(url, { status: 'REJECTED', comment: 'Stamp missing' })).status).toBe(200);
    expect((await mailsTo(scholar.email))[0]).toMatchObject({
      subject: 'Matokeo yako ya mwaka wa masomo 2033-2034 yanahitaji marekebisho',
      text:
        'Matokeo yako ya mwaka wa masomo 2033-2034 yamekaguliwa na hayakukubaliwa. Tafadhali yapakie tena kwenye sehemu ya Matokeo.' +
        '\n\nMaoni ya mkaguzi: Stamp missing\n\n' +
        'Unapokea barua pepe hii kwa sababu arifa zimewashwa katika Mipangilio > Arifa kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu.',
    });
  });

  it("follows the scholar's announcements preference: switched off, no e-mail", async () => {
    const desk = await admin();
    const scholar = SEED_STUDENTS[1];
    const student = await as(scholar.email, DEV_STUDENT_PASSWORD);
    expect((await student.post('settings/update-notifications', { announcements: false })).status).toBe(200);
    const uploaded = await uploadResult(provider.app, student.token, {
      year: 'Y2032_2033',
      gpa: '2.5',
      file: { name: 'r.pdf', bytes: pdf() },
    });
    const before = (await mailsTo(scholar.email)).length;
    expect(
      (await desk.put(`admin/results/${encodeURIComponent(uploaded.body.fileName as string)}/review`, { status: 'APPROVED' })).status,
    ).toBe(200);
    expect(await mailsTo(scholar.email)).toHaveLength(before);
    expect((await student.post('settings/update-notifications', { announcements: true })).status).toBe(200);
  });

  it('approves a selection one by one, saying what became of each, e-mailing and auditing each', async () => {
    const desk = await admin();
    const waiting = (await desk.get(`admin/results?year=${YEAR}&status=SUBMITTED&pageSize=2`)).body.items;
    const reviewed = (await desk.get(`admin/results?year=${YEAR}&status=APPROVED&pageSize=1`)).body.items;
    expect(waiting).toHaveLength(2);
    const fileNames = [waiting[0]!.fileName, 'no-such.pdf', reviewed[0]!.fileName, waiting[1]!.fileName, waiting[0]!.fileName];
    const answer = await desk.post('admin/results/review', { fileNames, status: 'APPROVED' });
    const approvedItem = (item: Item) =>
      expect.objectContaining({ fileName: item.fileName, status: 'APPROVED', reviewerName: expect.any(String) });
    expect(answer).toEqual({
      status: 200,
      body: {
        message: '2 results approved',
        approved: 2,
        outcomes: [
          { fileName: waiting[0]!.fileName, outcome: 'APPROVED', result: approvedItem(waiting[0]!) },
          { fileName: 'no-such.pdf', outcome: 'NOT_FOUND' },
          { fileName: reviewed[0]!.fileName, outcome: 'ALREADY_REVIEWED' },
          { fileName: waiting[1]!.fileName, outcome: 'APPROVED', result: approvedItem(waiting[1]!) },
        ],
      },
    });
    for (const item of waiting) {
      expect((await mailsTo(item.scholar.email))[0]).toMatchObject({ subject: 'Your results for 2024-2025 were approved' });
      expect((await auditOf(desk, 'result', item.fileName))[0]).toMatchObject({
        action: 'result.reviewed',
        after: expect.objectContaining({ status: 'APPROVED' }),
      });
    }
    expect((await auditOf(desk, 'result', reviewed[0]!.fileName)).filter((e) => e.action === 'result.reviewed')).toHaveLength(0);
  });

  it.each([
    [{ fileNames: ['a.pdf'], status: 'REJECTED' }, M.bulkOnlyApproves],
    [{ fileNames: [], status: 'APPROVED' }, M.fileNamesRequired],
    [{ status: 'APPROVED' }, M.fileNamesRequired],
    [{ fileNames: Array.from({ length: MAX_BULK_REVIEW + 1 }, (_, i) => `${i}.pdf`), status: 'APPROVED' }, M.tooMany],
  ])('refuses the bulk approval %# (400)', async (body, message) => {
    expect(await (await admin()).post('admin/results/review', body)).toEqual({ status: 400, body: { message } });
  });

  it('lists the Active scholars without results for the year, by batch', async () => {
    const desk = await admin();
    const page = await desk.get<Page<{ email: string; batchNo: number; lastRemindedAt: string | null }>>(
      `admin/results/missing?year=Y2023_2024&batchNo=1&pageSize=100`,
    );
    expect(page.status).toBe(200);
    const expected = withoutResults('Y2023_2024', 1);
    expect(page.body.total).toBe(expected.length);
    expect(expected.length).toBeLessThanOrEqual(100);
    expect(page.body.items.map((s) => s.email).sort()).toEqual(expected.map((s) => s.email).sort());
    expect((await desk.get('admin/results/missing?year=nope')).status).toBe(400);
    // No year: the programme's current one.
    expect((await desk.get('admin/results/missing')).body.total).toBe(withoutResults(YEAR).length);
  });
});
