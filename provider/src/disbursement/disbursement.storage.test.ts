import { describe, expect, it } from 'vitest';
import {
  DEMO_COHORT,
  DEMO_DISBURSEMENTS,
  DEMO_OFFICER,
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
import type { RunDetail, RunSummary } from './run-queries.js';
import { RUN_MESSAGES as M, transitionRefusal, type RunAction, type RunStatus } from './run-rules.js';
import { INPUT_MESSAGES as I } from './run-input-rules.js';
import { PERIOD_MESSAGES } from '../programme/period-rules.js';
import { useInstalments } from '../testing/stipend-periods.js';

// The officers' desk over HTTP on the seeded demo programme: who may call it, what it refuses, how a run moves from
// DRAFT to PAID with two different administrators, the bank's file, and what a scholar then reads.

const YEAR = 'Y2024_2025';
type Page = { items: RunSummary[]; total: number; page: number; pageSize: number };
type Answer<T = RunDetail> = { status: number; body: T };

// Who the rules select in the demo, from its facts: Active, the year's results APPROVED, both control numbers, a bank account.
const demoEligible = [
  ...DEMO_COHORT.filter((s) => {
    const year = s.years.find((y) => y.year === YEAR);
    return (
      s.enrollmentStatus === 'Active' &&
      s.accountNumber !== null &&
      year?.result.state === 'APPROVED' &&
      year.universityFee.state !== 'MISSING' &&
      year.nhif.state !== 'MISSING'
    );
  }).map((s) => ({ email: s.email, name: s.name, batchNo: s.batchNo })),
  ...SEED_STUDENTS.filter(
    (s) =>
      SEED_RESULTS.some((r) => r.email === s.email && r.resultYear === YEAR && r.status === 'APPROVED') &&
      SEED_PAYMENTS.filter((p) => p.email === s.email && p.paymentYear === YEAR).length === 2,
  ).map((s) => ({ email: s.email, name: s.name, batchNo: s.batchNo })),
];
const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

describe.each(backends)('stipend disbursement runs on $name', (backend) => {
  const provider = useProviderOn(backend);
  const as = async (email: string, password = DEV_ADMIN_PASSWORD) => {
    const token = await login(provider.app, email, password);
    const path = (url: string) => `/api/admin/disbursements${url}`;
    return {
      token,
      get: <T = RunDetail>(url = '') => call<T>(provider.app, 'GET', path(url), { token }),
      post: <T = RunDetail>(url: string, body?: unknown) => call<T>(provider.app, 'POST', path(url), { token, body }),
      put: <T = RunDetail>(url: string, body?: unknown) => call<T>(provider.app, 'PUT', path(url), { token, body }),
      bankFile: (id: string) =>
        provider.app.inject({ method: 'GET', url: path(`/${id}/bank-file.csv`), headers: { authorization: `Bearer ${token}` } }),
    };
  };
  const maker = () => as(DEV_ADMIN_EMAIL);
  const checker = () => as(DEMO_OFFICER.email);
  const scholar = (email: string) => as(email, DEV_STUDENT_PASSWORD);
  const mine = async (email: string) =>
    (await call<{ current: any; history: any[] }>(provider.app, 'GET', '/api/disbursements/mine', { token: (await scholar(email)).token }))
      .body;
  const audit = async (id: string) =>
    (
      await call<{ items: { action: string; actorEmail: string; before: any; after: any }[] }>(
        provider.app,
        'GET',
        `/api/admin/audit?entity=disbursement&entityId=${id}&pageSize=100`,
        { token: (await maker()).token },
      )
    ).body.items.reverse();
  /** A run of a period of its own: the instalment is made the programme's only one first. */
  const instalments = async (names: string[]) => useInstalments(provider.app, (await maker()).token, names);
  const create = async (instalment: string, batchNo: number | null = 2, extra: object = {}) => {
    await instalments([instalment]);
    const created = await (await maker()).post('', { instalment, academicYear: YEAR, batchNo, ...extra });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  };
  const periodOf = (instalment: string) => `2024-2025 ${instalment}`;
  /** A run moved to the status asked for by the steps that lead there. */
  const runIn = async (status: RunStatus, instalment: string, batchNo = 2) => {
    const run = await create(instalment, batchNo);
    if (status === 'DRAFT') return run;
    if (status === 'CANCELLED') return (await (await maker()).post(`/${run.id}/cancel`, { version: run.version, reason: 'Test' })).body;
    const approved = (await (await checker()).post(`/${run.id}/approve`, { version: run.version })).body;
    return status === 'APPROVED' ? approved : (await (await checker()).post(`/${run.id}/paid`, { version: approved.version })).body;
  };

  it('answers a student 403 on every admin route before any lookup, a stranger 401, and an administrator 403 on the scholar side', async () => {
    const student = await scholar(SEED_STUDENTS[0].email);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const item = `/${unknown}/items/${unknown}`;
    const attempts: Promise<Answer<unknown>>[] = [
      student.post('', { instalment: 'Semester 1', academicYear: YEAR, batchNo: null }),
      student.post('', { amountTzs: 'nonsense' }),
      student.get(),
      student.get('?status=NOPE'),
      student.get(`/${unknown}`),
      student.get('/not-a-uuid'),
      student.put(item, { version: 1, excluded: true, reason: 'x' }),
      student.post(`/${unknown}/approve`, { version: 1 }),
      student.post(`/${unknown}/cancel`, { version: 1, reason: 'x' }),
      student.post(`/${unknown}/paid`, { version: 1 }),
      student.put(`${item}/failed`, { reason: 'x' }),
    ];
    for (const answer of await Promise.all(attempts))
      expect(answer).toEqual({ status: 403, body: { message: 'You do not have permission to do this.' } });
    expect((await student.bankFile(unknown)).statusCode).toBe(403);
    expect((await call(provider.app, 'GET', '/api/admin/disbursements')).status).toBe(401);
    expect((await call(provider.app, 'GET', '/api/disbursements/mine')).status).toBe(401);
    expect((await call(provider.app, 'GET', '/api/disbursements/mine', { token: (await maker()).token })).status).toBe(403);
  });

  it.each<[string, unknown, string]>([
    ['amount 1.5', { amountTzs: 1.5 }, I.amountTzs],
    ['amount -1', { amountTzs: -1 }, I.amountTzs],
    ['amount "100"', { amountTzs: '100' }, I.amountTzs],
    ['amount 1e12', { amountTzs: 1e12 }, I.amountTzs],
    ['no instalment', { instalment: undefined }, I.instalmentRequired],
    ['an instalment as a number', { instalment: 7 }, I.instalmentRequired],
    ['a typed period instead of an instalment', { instalment: undefined, period: '2024-2025 semester 3' }, I.instalmentRequired],
    [
      'an instalment the programme does not have',
      { instalment: 'Semester 3' },
      PERIOD_MESSAGES.unknownInstalment(['Semester 1', 'Semester 2']),
    ],
    ['a year in words', { academicYear: '2024-2025' }, I.academicYear],
    ['no batch', { batchNo: undefined }, I.batchRequired],
    ['batch "2"', { batchNo: '2' }, I.batchNo],
  ])('refuses to create a run with %s (400), in words', async (_name, change, message) => {
    await instalments(['Semester 1', 'Semester 2']);
    const body = { instalment: 'Semester 1', academicYear: YEAR, batchNo: null, ...(change as object) };
    expect(await (await maker()).post('', body)).toEqual({ status: 400, body: { message } });
  });

  it('refuses bodies and ids it cannot read: 400 in words, 404 for an id that names nothing', async () => {
    const desk = await maker();
    const run = await create('Inputs');
    const student = run.included[0]!.studentId;
    const refusals: [Promise<Answer<unknown>>, string][] = [
      [desk.put(`/${run.id}/items/${student}`, { version: '1', excluded: true, reason: 'x' }), I.version],
      [desk.put(`/${run.id}/items/${student}`, { version: 1, amountTzs: 2.5, reason: 'x' }), I.amountTzs],
      [desk.put(`/${run.id}/items/${student}`, { version: 1, excluded: 'yes', reason: 'x' }), I.excluded],
      [desk.put(`/${run.id}/items/${student}`, { version: 1, excluded: true }), I.editReason],
      [desk.put(`/${run.id}/items/${student}`, { version: 1, excluded: true, reason: 'r'.repeat(501) }), I.reasonTooLong],
      [desk.put(`/${run.id}/items/${student}`, { version: 1, reason: 'x' }), I.nothingAsked],
      [desk.post(`/${run.id}/approve`, {}), I.version],
      [desk.post(`/${run.id}/cancel`, { version: 1 }), I.cancelReason],
      [desk.post(`/${run.id}/paid`, { version: 1, paidAt: '2999-01-01T00:00:00Z' }), I.paidAtFuture],
      [desk.post(`/${run.id}/paid`, { version: 1, paidAt: 'tomorrow' }), I.paidAt],
      [desk.put(`/${run.id}/items/${student}/failed`, {}), I.failureReason],
      [desk.get('?status=paid'), 'status must be one of DRAFT, APPROVED, PAID, CANCELLED'],
      [desk.get('?page=0'), 'page and pageSize must be whole numbers of at least 1'],
    ];
    for (const [answer, message] of refusals) expect(await answer).toEqual({ status: 400, body: { message } });
    expect((await desk.post('', [1, 2])).status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const answer of [desk.get(`/${unknown}`), desk.get('/not-a-uuid'), desk.post(`/${unknown}/approve`, { version: 1 })])
      expect(await answer).toEqual({ status: 404, body: { message: M.notFound } });
    expect(await desk.put(`/${run.id}/items/not-a-uuid`, { version: 1, excluded: true, reason: 'x' })).toEqual({
      status: 404,
      body: { message: M.itemNotFound },
    });
    expect(await desk.put(`/${run.id}/items/${unknown}`, { version: 1, excluded: true, reason: 'x' })).toEqual({
      status: 404,
      body: { message: M.itemNotFound },
    });
    expect((await desk.get(`/${run.id}`)).body).toEqual(run);
  });

  it("creates a draft of the demo programme by the rules at the programme's stipend amount, and lists runs newest first", async () => {
    const all = await create('Every batch', null);
    expect(names(all.included)).toEqual(names(demoEligible));
    expect(all).toMatchObject({
      period: periodOf('Every batch'),
      academicYear: YEAR,
      batchNo: null,
      status: 'DRAFT',
      version: 1,
      amountTzs: 450_000,
      totalTzs: 450_000 * demoEligible.length,
      includedCount: demoEligible.length,
      excludedCount: DEMO_COHORT.length + SEED_STUDENTS.length - demoEligible.length,
      createdBy: { name: 'Programme Administrator' },
      approvedBy: null,
      changes: [],
    });
    expect(all.excluded.every((row) => row.reasons.length > 0 && row.officerReason === null)).toBe(true);

    const second = await create('Batch 2 at 500,000', 2, { amountTzs: 500_000 });
    expect(names(second.included)).toEqual(names(demoEligible.filter((s) => s.batchNo === 2)));
    expect(second.included.every((row) => row.amountTzs === 500_000 && row.batchNo === 2)).toBe(true);

    const desk = await maker();
    const list = await desk.get<Page>('?pageSize=2');
    expect(list.body.items.map((run) => run.id)).toEqual([second.id, all.id]);
    expect(list.body.items[0]).not.toHaveProperty('included');
    const [seeded] = (await desk.get<Page>('?status=PAID')).body.items;
    expect(seeded).toMatchObject({
      period: DEMO_DISBURSEMENTS.paid.period,
      paidAt: new Date(DEMO_DISBURSEMENTS.paid.paidAt).toISOString(),
    });
    const failures = (await desk.get(`/${seeded!.id}`)).body.included.filter((row) => row.transferStatus === 'FAILED');
    expect(failures.map((row) => row.failureReason)).toEqual(DEMO_DISBURSEMENTS.paid.failures);
    const drafts = (await desk.get<Page>('?status=DRAFT&pageSize=100')).body;
    expect(drafts.items.every((run) => run.status === 'DRAFT')).toBe(true);
    expect((await desk.get<Page>(`?status=DRAFT&page=2&pageSize=1`)).body.items[0]!.id).toBe(drafts.items[1]!.id);
  });

  it('is approved by another administrator than its creator (maker-checker), paid no earlier than approved, cancelled with a reason; an empty run is not approved', async () => {
    const run = await create('Maker-checker');
    expect(await (await maker()).post(`/${run.id}/approve`, { version: 1 })).toEqual({ status: 403, body: { message: M.makerChecker } });
    const approved = await (await checker()).post(`/${run.id}/approve`, { version: 1 });
    expect(approved).toMatchObject({
      status: 200,
      body: {
        status: 'APPROVED',
        version: 2,
        approvedBy: { name: DEMO_OFFICER.name },
        approvedAt: expect.any(String),
        totalTzs: run.totalTzs,
      },
    });
    expect(await (await checker()).post(`/${run.id}/paid`, { version: 2, paidAt: '2020-01-01T00:00:00Z' })).toEqual({
      status: 400,
      body: { message: M.paidBeforeApproval },
    });
    const cancelled = await (await maker()).post(`/${run.id}/cancel`, { version: 2, reason: 'The bank changed its file format' });
    expect(cancelled.body).toMatchObject({
      status: 'CANCELLED',
      version: 3,
      cancelledBy: { name: 'Programme Administrator' },
      cancelReason: 'The bank changed its file format',
    });
    expect((await audit(run.id)).at(-1)).toMatchObject({
      action: 'disbursement.cancelled',
      actorEmail: DEV_ADMIN_EMAIL,
      before: { status: 'APPROVED', version: 2 },
      after: { status: 'CANCELLED', version: 3, cancelReason: 'The bank changed its file format' },
    });

    // A batch nobody is in: nothing to approve.
    const empty = await create('Nobody', 99);
    expect(empty).toMatchObject({ includedCount: 0, excludedCount: 0, totalTzs: 0 });
    expect(await (await checker()).post(`/${empty.id}/approve`, { version: 1 })).toEqual({ status: 409, body: { message: M.emptyRun } });
  });

  const illegal = (['DRAFT', 'APPROVED', 'PAID', 'CANCELLED'] as const).flatMap((status) =>
    (['edit', 'approve', 'cancel', 'settleCancel', 'paid', 'failed', 'bankFile'] as const)
      .filter((action) => transitionRefusal(action, status) !== null)
      .map((action) => [status, action] as [RunStatus, RunAction]),
  );

  // One run per status serves every step refused from it (each refusal changes nothing, as the test checks), in batch
  // 1: the other tests' runs pay batch 2, and every period counts in the year's cap.
  const runsIn = new Map<RunStatus, Promise<RunDetail>>();
  const refusingRun = (status: RunStatus) => {
    if (!runsIn.has(status)) runsIn.set(status, runIn(status, `Refusing from ${status}`, 1));
    return runsIn.get(status)!;
  };

  it.each(illegal)('refuses from %s the step %s (409), changing nothing', async (status, action) => {
    const run = await refusingRun(status);
    const desk = action === 'approve' ? await checker() : await maker();
    const student = run.included[0]!.studentId;
    const { version } = run;
    const answer = {
      edit: () => desk.put(`/${run.id}/items/${student}`, { version, amountTzs: 1000, reason: 'x' }),
      approve: () => desk.post(`/${run.id}/approve`, { version }),
      cancel: () => desk.post(`/${run.id}/cancel`, { version, reason: 'x' }),
      settleCancel: () => desk.post(`/${run.id}/cancel/confirm`, { version }),
      paid: () => desk.post(`/${run.id}/paid`, { version }),
      failed: () => desk.put(`/${run.id}/items/${student}/failed`, { reason: 'x' }),
      bankFile: async () => {
        const response = await desk.bankFile(run.id);
        return { status: response.statusCode, body: response.json() };
      },
    }[action];
    expect(await answer()).toEqual({ status: 409, body: { message: transitionRefusal(action, status) } });
    expect((await desk.get(`/${run.id}`)).body).toEqual(run);
  });

  it('edits a draft row with a reason (amount, leaving out, taking back) and lists each change; refuses what the rules excluded', async () => {
    const desk = await maker();
    const run = await create('Edits');
    const [first, second] = run.included;
    const barred = run.excluded.find((row) => row.reasons[0] === 'RESULTS_MISSING')!;
    const lowered = await desk.put(`/${run.id}/items/${first!.studentId}`, { version: 1, amountTzs: 225_000, reason: 'Half a semester' });
    expect(lowered.body).toMatchObject({ version: 2, totalTzs: run.totalTzs - 225_000 });
    const out = await desk.put(`/${run.id}/items/${second!.studentId}`, { version: 2, excluded: true, reason: 'Bank details in doubt' });
    expect(out.body).toMatchObject({ version: 3, includedCount: run.includedCount - 1 });
    expect(out.body.excluded.find((row) => row.studentId === second!.studentId)).toMatchObject({
      reasons: ['EXCLUDED_BY_OFFICER'],
      officerReason: 'Bank details in doubt',
    });
    const back = await desk.put(`/${run.id}/items/${second!.studentId}`, { version: 3, excluded: false, reason: 'Confirmed by phone' });
    expect(back.body).toMatchObject({ version: 4, includedCount: run.includedCount });
    expect(back.body.changes).toEqual([
      expect.objectContaining({
        studentId: first!.studentId,
        amountBefore: 450_000,
        amountAfter: 225_000,
        includedAfter: true,
        reason: 'Half a semester',
      }),
      expect.objectContaining({
        studentId: second!.studentId,
        includedBefore: true,
        includedAfter: false,
        reason: 'Bank details in doubt',
      }),
      expect.objectContaining({
        studentId: second!.studentId,
        includedBefore: false,
        includedAfter: true,
        changedBy: expect.objectContaining({ name: 'Programme Administrator' }),
      }),
    ]);
    expect(await desk.put(`/${run.id}/items/${barred.studentId}`, { version: 4, excluded: false, reason: 'Please' })).toEqual({
      status: 409,
      body: { message: M.ruleExcluded },
    });
    expect(await desk.put(`/${run.id}/items/${second!.studentId}`, { version: 4, excluded: false, reason: 'Again' })).toEqual({
      status: 409,
      body: { message: M.nothingToChange },
    });
    expect((await audit(run.id)).map((entry) => [entry.action, entry.before?.included ?? null, entry.after.included ?? null])).toEqual([
      ['disbursement.created', null, null],
      ['disbursement.item_changed', true, true],
      ['disbursement.item_changed', true, false],
      ['disbursement.item_changed', false, true],
    ]);
  });

  it('refuses a stale version (409) and changes nothing', async () => {
    const desk = await maker();
    const run = await create('Stale');
    const moved = (await desk.put(`/${run.id}/items/${run.included[0]!.studentId}`, { version: 1, amountTzs: 1, reason: 'Moved' })).body;
    const stale = { status: 409, body: { message: M.stale(1, 2) } };
    expect(await (await checker()).post(`/${run.id}/approve`, { version: 1 })).toEqual(stale);
    expect(await desk.post(`/${run.id}/cancel`, { version: 1, reason: 'x' })).toEqual(stale);
    expect(await desk.put(`/${run.id}/items/${run.included[1]!.studentId}`, { version: 1, excluded: true, reason: 'x' })).toEqual(stale);
    expect((await desk.get(`/${run.id}`)).body).toEqual(moved);
  });

  it('lets exactly one of an approval and an edit sent at once on one version win; the other gets 409', async () => {
    const run = await create('Race');
    const [approval, edit] = await Promise.all([
      (await checker()).post(`/${run.id}/approve`, { version: 1 }),
      (await maker()).put(`/${run.id}/items/${run.included[0]!.studentId}`, { version: 1, amountTzs: 100_000, reason: 'Race' }),
    ]);
    expect([approval.status, edit.status].sort()).toEqual([200, 409]);
    const after = (await (await maker()).get(`/${run.id}`)).body;
    expect(after.version).toBe(2);
    if (approval.status === 200) expect(after).toMatchObject({ status: 'APPROVED', changes: [] });
    else expect(after).toMatchObject({ status: 'DRAFT', changes: [expect.objectContaining({ amountAfter: 100_000 })] });
  });

  it("writes the bank's file once approved: every included scholar once, quoted, formula-safe, summing to the total (audited)", async () => {
    const [comma, formula] = demoEligible.filter((s) => s.batchNo === 2);
    for (const [who, name] of [
      [comma!, 'Asha Mwita, "Junior"'],
      [formula!, '=HYPERLINK("http://example.com","Pay me")'],
    ] as const)
      expect(
        (await call(provider.app, 'PUT', '/api/profile/info', { token: (await scholar(who.email)).token, body: { name } })).status,
      ).toBe(200);
    const run = await create('Bank file');
    const desk = await maker();
    expect((await desk.bankFile(run.id)).json()).toEqual({ message: transitionRefusal('bankFile', 'DRAFT') });
    const approved = (await (await checker()).post(`/${run.id}/approve`, { version: 1 })).body;

    const file = await desk.bankFile(run.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="stipends-NY-\d+\.csv"$/);
    expect(file.body).toContain(',"Asha Mwita, ""Junior""",450000,');
    const parsed = parseCsv(file.body);
    if ('problem' in parsed) throw new Error(parsed.problem);
    const [header, ...rows] = parsed.rows.map((row) => row.fields);
    expect(header).toEqual(['accountNumber', 'accountName', 'amountTzs', 'reference']);
    expect(
      rows.map(([accountNumber, accountName, amount, reference]) => ({ accountNumber, accountName, amount: Number(amount), reference })),
    ).toEqual(
      approved.included.map((row) => ({
        accountNumber: row.accountNumber,
        accountName: row.name.startsWith('=') ? `'${row.name}` : row.name,
        amount: row.amountTzs,
        reference: row.reference,
      })),
    );
    expect(rows.some(([, accountName]) => accountName === `'=HYPERLINK("http://example.com","Pay me")`)).toBe(true);
    expect(rows.reduce((sum, row) => sum + Number(row[2]), 0)).toBe(approved.totalTzs);
    expect(new Set(rows.map((row) => row[3])).size).toBe(rows.length);

    const paid = (await (await checker()).post(`/${run.id}/paid`, { version: approved.version })).body;
    expect(paid).toMatchObject({ status: 'PAID', paidAt: expect.any(String), version: 3, bankFileDownloadedAt: expect.any(String) });
    // Once paid, the file (every scholar's bank details) is not written again.
    expect((await desk.bankFile(run.id)).json()).toEqual({ message: transitionRefusal('bankFile', 'PAID') });
    const entries = await audit(run.id);
    expect(entries.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['disbursement.created', DEV_ADMIN_EMAIL],
      ['disbursement.approved', DEMO_OFFICER.email],
      ['disbursement.bank_file_downloaded', DEV_ADMIN_EMAIL],
      ['disbursement.paid', DEMO_OFFICER.email],
    ]);
    expect(entries[1]).toMatchObject({ before: { status: 'DRAFT', version: 1 }, after: { status: 'APPROVED', version: 2 } });
    expect(entries[2]!.after).toEqual({ status: 'APPROVED', version: 2, rows: rows.length, totalTzs: approved.totalTzs });
  });

  it('marks a paid transfer failed with a reason the scholar reads once a second officer confirms; a later run of the period carries them', async () => {
    const [failing, paidScholar] = demoEligible.filter((s) => s.batchNo === 2).slice(2);
    const run = await runIn('PAID', 'Failures');
    const desk = await checker();
    const failingRow = run.included.find((row) => row.name === failing!.name)!;
    const transfer = `/${run.id}/items/${failingRow.studentId}/failed`;
    const reported = await desk.put(transfer, { reason: 'The account is dormant' });
    expect(reported.body.included.find((row) => row.studentId === failingRow.studentId)).toMatchObject({
      transferStatus: 'FAILURE_REPORTED',
      failureReason: 'The account is dormant',
      failureReportedBy: { name: DEMO_OFFICER.name },
      failedAt: null,
    });
    expect(reported.body.version).toBe(run.version + 1);
    // Reported only: the period stays held and the scholar reads nothing yet.
    expect((await create('Failures')).included.map((row) => row.name)).not.toContain(failing!.name);
    expect((await mine(failing!.email)).history.find((row) => row.period === periodOf('Failures'))).toMatchObject({
      status: 'PAID',
      failureReason: null,
    });
    expect(await desk.put(transfer, { reason: 'Again' })).toEqual({ status: 409, body: { message: M.alreadyReported } });
    expect(await desk.post(`${transfer}/confirm`)).toEqual({ status: 403, body: { message: M.ownFailureReport } });
    const failed = await (await maker()).post(`${transfer}/confirm`);
    expect(failed.body.included.find((row) => row.studentId === failingRow.studentId)).toMatchObject({
      transferStatus: 'FAILED',
      failureReason: 'The account is dormant',
      failedAt: expect.any(String),
    });
    expect(await desk.put(transfer, { reason: 'Again' })).toEqual({ status: 409, body: { message: M.alreadyFailed } });
    expect(await desk.post(`${transfer}/dismiss`)).toEqual({ status: 409, body: { message: M.alreadyFailed } });
    expect(await desk.put(`/${run.id}/items/${run.excluded[0]!.studentId}/failed`, { reason: 'x' })).toEqual({
      status: 409,
      body: { message: M.notIncluded },
    });
    expect((await audit(run.id)).slice(-2)).toMatchObject([
      {
        action: 'disbursement.item_failure_reported',
        actorEmail: DEMO_OFFICER.email,
        before: { transferStatus: 'PENDING' },
        after: { transferStatus: 'FAILURE_REPORTED', failureReason: 'The account is dormant' },
      },
      {
        action: 'disbursement.item_failed',
        actorEmail: DEV_ADMIN_EMAIL,
        before: { transferStatus: 'FAILURE_REPORTED' },
        after: { transferStatus: 'FAILED', failureReason: 'The account is dormant' },
      },
    ]);

    expect((await mine(failing!.email)).current).toMatchObject({
      period: periodOf('Failures'),
      status: 'FAILED',
      failureReason: 'The account is dormant',
    });
    expect((await mine(paidScholar!.email)).current).toMatchObject({
      period: periodOf('Failures'),
      status: 'PAID',
      paidAt: run.paidAt,
      amountTzs: 450_000,
    });
    const later = await create('failures');
    expect(names(later.included)).toEqual([failing!.name]);
    expect((await mine(failing!.email)).current).toMatchObject({ period: periodOf('failures'), status: 'IN_RUN' });
    expect((await mine(failing!.email)).history.map((row) => [row.period, row.status])).toContainEqual([periodOf('Failures'), 'FAILED']);
    expect((await mine(SEED_STUDENTS[3].email)).current).toMatchObject({
      period: periodOf('failures'),
      status: 'NOT_INCLUDED',
      reasons: expect.arrayContaining([{ code: 'RESULTS_MISSING', path: '/results' }]),
    });
  });
});
