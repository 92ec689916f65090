import { describe, expect, it } from 'vitest';
import {
  DEMO_COHORT,
  DEMO_OFFICER,
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  DEV_STUDENT_PASSWORD,
  SEED_PAYMENTS,
  SEED_STUDENTS,
} from '../app.js';
import { backends, useProviderOn } from '../testing/backends.js';
import { call, login } from '../testing/http.js';

type Row = {
  id: string;
  controlNumber: string;
  paymentType: string;
  paymentYear: string;
  status: string;
  failureReason: string | null;
  paidAt: string | null;
  amount: number | null;
  amountDueTzs: number | null;
  flags: string[];
  flagResolution: { note: string; resolvedBy: string } | null;
  scholar: { id: string; email: string; name: string; batchNo: number | null };
};
type Page<T = Row> = { items: T[]; total: number; page: number; pageSize: number };

const YEAR = 'Y2024_2025';
// Every control number the seed wrote, as plain facts to compute each expected answer from.
const seeded = [
  ...SEED_PAYMENTS.map((p) => ({ ...p, batchNo: SEED_STUDENTS.find((s) => s.email === p.email)!.batchNo })),
  ...DEMO_COHORT.flatMap((scholar) =>
    scholar.years.flatMap((year) =>
      (
        [
          ['UNIVERSITY_FEE', year.universityFee],
          ['NHIF', year.nhif],
        ] as const
      )
        .filter(([, payment]) => payment.state !== 'MISSING')
        .map(([paymentType, payment]) => ({
          email: scholar.email,
          paymentType,
          paymentYear: year.year,
          controlNumber: payment.controlNumber,
          amountDueTzs: payment.amountDueTzs,
          status: payment.state,
          batchNo: scholar.batchNo,
        })),
    ),
  ),
];
const flagsOf = (row: (typeof seeded)[number]) => [
  ...(seeded.some((other) => other.controlNumber === row.controlNumber && other.email !== row.email) ? ['DUPLICATE'] : []),
  ...(seeded.some((other) => other.controlNumber === row.controlNumber && other.paymentYear !== row.paymentYear) ? ['REUSED'] : []),
];
const ofYear = seeded.filter((row) => row.paymentYear === YEAR);
const flagged = ofYear.filter((row) => flagsOf(row).length > 0);

describe.each(backends)('the payments desk on $name', (backend) => {
  const provider = useProviderOn(backend);
  const as = async (email: string, password = DEV_STUDENT_PASSWORD) => {
    const token = await login(provider.app, email, password);
    return {
      token,
      get: <T = Page>(url: string) => call<T>(provider.app, 'GET', `/api/${url}`, { token }),
      send: <T = { message: string; data: Row }>(method: 'POST' | 'PUT', url: string, body?: unknown) =>
        call<T>(provider.app, method, `/api/${url}`, { token, body }),
    };
  };
  const admin = () => as(DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
  const officer = () => as(DEMO_OFFICER.email, DEV_ADMIN_PASSWORD);
  const reconcile = (token: string, query: string, csv: string, contentType = 'text/csv') =>
    provider.app.inject({
      method: 'POST',
      url: `/api/admin/payments/reconcile?${query}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: csv,
    });
  const audit = async (id: string) =>
    (await (await admin()).get<Page<{ action: string; before: any; after: any }>>(`admin/audit?entity=payment&entityId=${id}`)).body.items;
  const outbox = async (email: string) => (await call<{ text: string }[]>(provider.app, 'GET', `/api/dev/outbox?email=${email}`)).body;

  it("lists the year's control numbers with their scholar and flags, oldest first, and walks the pages without a repeat", async () => {
    const desk = await admin();
    const first = await desk.get('admin/payments');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: ofYear.length, page: 1, pageSize: 25 });
    const seen: Row[] = [];
    for (let page = 1; page <= Math.ceil(ofYear.length / 100); page++)
      seen.push(...(await desk.get(`admin/payments?page=${page}&pageSize=100`)).body.items);
    expect(seen.map((row) => `${row.scholar.email} ${row.paymentType}`).sort()).toEqual(
      ofYear.map((row) => `${row.email} ${row.paymentType}`).sort(),
    );
    for (const row of seen) {
      const fact = ofYear.find((s) => s.email === row.scholar.email && s.paymentType === row.paymentType)!;
      // The demo's bills have their amounts, so the desk shows them and a reconciliation checks them.
      expect([row.controlNumber, row.amountDueTzs, row.status, row.flags, row.scholar.batchNo]).toEqual([
        fact.controlNumber,
        fact.amountDueTzs,
        fact.status,
        flagsOf(fact),
        fact.batchNo,
      ]);
    }
  });

  it.each([
    ['type=NHIF', (row: (typeof seeded)[number]) => row.paymentType === 'NHIF'],
    ['status=PROCESSING&batchNo=2', (row: (typeof seeded)[number]) => row.status === 'PROCESSING' && row.batchNo === 2],
    ['flagged=true', (row: (typeof seeded)[number]) => flagsOf(row).length > 0],
    ['search=99510', (row: (typeof seeded)[number]) => row.controlNumber.includes('99510') || row.email.includes('99510')],
  ])('filters by %s', async (query, keep) => {
    const { body } = await (await admin()).get(`admin/payments?${query}&pageSize=100`);
    expect(body.total).toBe(ofYear.filter(keep).length);
    expect(body.items.length).toBe(Math.min(100, body.total));
  });

  it('"needs attention" holds the demo\'s duplicate and reused numbers', () => {
    expect(flagged.filter((row) => flagsOf(row).includes('DUPLICATE')).length).toBeGreaterThanOrEqual(4);
    expect(flagged.filter((row) => flagsOf(row).includes('REUSED')).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['admin/payments?year=2024', 'year must look like Y2024_2025'],
    ['admin/payments?type=FEE', 'type must be one of UNIVERSITY_FEE, NHIF'],
    ['admin/payments?status=paid', 'Status must be UNPAID, PROCESSING, PAID or FAILED'],
    ['admin/payments?batchNo=0', 'batchNo must be a whole number of at least 1'],
    ['admin/payments?flagged=yes', 'flagged must be true or false'],
    ['admin/payments?page=0', 'page and pageSize must be whole numbers of at least 1'],
    ['admin/payments/missing', 'type must be one of UNIVERSITY_FEE, NHIF'],
    [`admin/payments?search=${'x'.repeat(101)}`, 'search must be at most 100 characters long'],
  ])('%s -> 400', async (url, message) => {
    expect((await (await admin()).get(url)).body).toEqual({ message });
  });

  it('lists the active scholars without a control number of a type for the year, by name', async () => {
    const activeWithout = (type: 'UNIVERSITY_FEE' | 'NHIF', batchNo?: number) => [
      ...SEED_STUDENTS.filter((s) => batchNo === undefined || s.batchNo === batchNo)
        .filter((s) => !seeded.some((p) => p.email === s.email && p.paymentType === type && p.paymentYear === YEAR))
        .map((s) => s.email),
      ...DEMO_COHORT.filter((s) => s.enrollmentStatus === 'Active' && (batchNo === undefined || s.batchNo === batchNo))
        .filter((s) => !seeded.some((p) => p.email === s.email && p.paymentType === type && p.paymentYear === YEAR))
        .map((s) => s.email),
    ];
    const desk = await admin();
    const nhif = await desk.get<Page<{ email: string; name: string }>>('admin/payments/missing?type=NHIF&pageSize=100');
    expect(nhif.body.total).toBe(activeWithout('NHIF').length);
    const names = nhif.body.items.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const fee = await desk.get<Page<{ email: string }>>('admin/payments/missing?type=UNIVERSITY_FEE&batchNo=2&pageSize=100');
    expect(fee.body.items.map((row) => row.email).sort()).toEqual(activeWithout('UNIVERSITY_FEE', 2).sort());
  });

  it('a flagged control number cannot be PAID until an officer resolves the flag with a note (audited); then it can', async () => {
    const desk = await admin();
    const row = (await desk.get('admin/payments?flagged=true&status=UNPAID')).body.items[0]!;
    expect(row.flags.length).toBeGreaterThan(0);
    expect(await desk.send('PUT', `admin/payments/${row.id}/status`, { status: 'PAID' })).toEqual({
      status: 409,
      body: {
        message: expect.stringMatching(/^This control number is flagged \(.+\): resolve the flag before marking it PAID\.$/),
        refusal: 'FLAGGED',
        flags: row.flags,
      },
    });
    expect(await desk.send('POST', `admin/payments/${row.id}/flags/resolve`, { note: '  ' })).toEqual({
      status: 400,
      body: { message: 'A note is required to resolve a flag' },
    });
    const resolved = await desk.send('POST', `admin/payments/${row.id}/flags/resolve`, { note: 'The bank confirmed two bills' });
    expect(resolved).toEqual({
      status: 200,
      body: {
        message: 'Flag resolved',
        data: expect.objectContaining({
          id: row.id,
          flags: [],
          flagResolution: expect.objectContaining({ note: 'The bank confirmed two bills', resolvedBy: DEV_ADMIN_EMAIL }),
        }),
      },
    });
    expect(await desk.send('POST', `admin/payments/${row.id}/flags/resolve`, { note: 'again' })).toEqual({
      status: 409,
      body: { message: 'This control number has no flag to resolve' },
    });
    expect((await desk.get('admin/payments?flagged=true&pageSize=100')).body.items.some((item) => item.id === row.id)).toBe(false);
    expect((await desk.send('PUT', `admin/payments/${row.id}/status`, { status: 'PAID' })).body.data).toMatchObject({
      status: 'PAID',
      paidAt: expect.any(String),
    });
    expect((await audit(row.id)).map((entry) => [entry.action, entry.before.status, entry.after.status])).toEqual([
      ['payment.status_changed', 'UNPAID', 'PAID'],
      ['payment.flag_resolved', 'UNPAID', 'UNPAID'],
    ]);
    expect((await audit(row.id))[1]!.after).toMatchObject({
      resolvedFlags: row.flags,
      flagResolution: { note: 'The bank confirmed two bills' },
    });
    expect((await desk.send('POST', 'admin/payments/not-a-uuid/flags/resolve', { note: 'x' })).status).toBe(404);
  });

  it('FAILED needs a reason, which the scholar reads in their history and e-mail; a status that moved is refused (409)', async () => {
    const desk = await admin();
    const scholar = DEMO_COHORT.find((s) => s.enrollmentStatus === 'Active' && s.years.at(-1)!.universityFee.state === 'UNPAID')!;
    const row = (await desk.get(`admin/payments?type=UNIVERSITY_FEE&search=${encodeURIComponent(scholar.email)}`)).body.items[0]!;
    expect(await desk.send('PUT', `admin/payments/${row.id}/status`, { status: 'FAILED', reason: ' ' })).toEqual({
      status: 400,
      body: { message: 'A reason is required to mark a payment FAILED' },
    });
    const failed = await desk.send('PUT', `admin/payments/${row.id}/status`, {
      status: 'FAILED',
      reason: 'The amount on the bill is wrong',
      expectedStatus: 'UNPAID',
    });
    expect(failed.body).toEqual({
      message: 'Payment status updated',
      data: expect.objectContaining({ status: 'FAILED', failureReason: 'The amount on the bill is wrong' }),
    });
    expect(await desk.send('PUT', `admin/payments/${row.id}/status`, { status: 'PROCESSING', expectedStatus: 'UNPAID' })).toEqual({
      status: 409,
      body: { message: 'The payment status was changed by someone else since you loaded it. Reload and try again.', refusal: 'STALE' },
    });
    const mine = await as(scholar.email);
    const history = await mine.get<{ id: string; status: string; failureReason: string | null }[]>('v2/payment/history');
    expect(history.body.find((p) => p.id === row.id)).toMatchObject({ status: 'FAILED', failureReason: 'The amount on the bill is wrong' });
    expect((await outbox(scholar.email))[0]?.text).toContain('Reason: The amount on the bill is wrong');
    // Leaving FAILED forgets the reason.
    expect((await desk.send('PUT', `admin/payments/${row.id}/status`, { status: 'PROCESSING' })).body.data).toMatchObject({
      status: 'PROCESSING',
      failureReason: null,
    });
  });

  it('two officers changing one payment from what they both saw: exactly one wins', async () => {
    const [one, two] = await Promise.all([admin(), officer()]);
    const row = (await one.get('admin/payments?status=UNPAID&type=NHIF&flagged=false')).body.items.find((item) => item.flags.length === 0)!;
    const answers = await Promise.all([
      one.send('PUT', `admin/payments/${row.id}/status`, { status: 'PROCESSING', expectedStatus: 'UNPAID' }),
      two.send('PUT', `admin/payments/${row.id}/status`, { status: 'FAILED', reason: 'Expired', expectedStatus: 'UNPAID' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await audit(row.id)).toHaveLength(1);
  });

  it('bulk: one outcome per row, each changed row audited and its scholar told; at most 100 ids', async () => {
    const desk = await admin();
    const plain = (await desk.get('admin/payments?status=UNPAID&pageSize=100')).body.items
      .filter((item) => item.flags.length === 0)
      .slice(0, 2);
    const flaggedRow = (await desk.get('admin/payments?flagged=true&status=UNPAID')).body.items[0]!;
    const ids = [...plain.map((row) => row.id), flaggedRow.id, '00000000-0000-4000-8000-000000000000', 'nope'];
    const mailsBefore = (await outbox(plain[0]!.scholar.email)).length;
    const bulk = await desk.send<{
      message: string;
      items: { id: string; outcome: string; refusal?: string; message: string; data?: Row }[];
    }>('POST', 'admin/payments/status', { ids, status: 'PAID' });
    expect(bulk.status).toBe(200);
    expect(bulk.body.message).toBe('2 of 5 payment(s) updated');
    expect(bulk.body.items.map((item) => [item.id, item.outcome, item.refusal ?? null])).toEqual([
      [plain[0]!.id, 'CHANGED', null],
      [plain[1]!.id, 'CHANGED', null],
      [flaggedRow.id, 'REFUSED', 'FLAGGED'],
      ['00000000-0000-4000-8000-000000000000', 'NOT_FOUND', null],
      ['nope', 'NOT_FOUND', null],
    ]);
    // The refusal's code and its flags, for a client to word; the English follows from them.
    expect(bulk.body.items[2]).toEqual({
      id: flaggedRow.id,
      outcome: 'REFUSED',
      refusal: 'FLAGGED',
      flags: flaggedRow.flags,
      message: expect.stringMatching(/^This control number is flagged \(.+\): resolve the flag before marking it PAID\.$/),
    });
    expect(bulk.body.items[0]!.data).toMatchObject({ status: 'PAID' });
    for (const row of plain) expect((await audit(row.id)).map((entry) => entry.action)).toEqual(['payment.status_changed']);
    expect(await outbox(plain[0]!.scholar.email)).toHaveLength(mailsBefore + 1);
    const again = await desk.send<{ items: { outcome: string }[] }>('POST', 'admin/payments/status', {
      ids: [plain[0]!.id],
      status: 'PAID',
    });
    expect(again.body.items[0]!.outcome).toBe('UNCHANGED');
    const tooMany = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(await desk.send('POST', 'admin/payments/status', { ids: tooMany, status: 'PAID' })).toEqual({
      status: 400,
      body: { message: 'At most 100 payments can be changed at once' },
    });
    expect((await desk.send('POST', 'admin/payments/status', { ids: [plain[0]!.id], status: 'FAILED' })).body).toEqual({
      message: 'A reason is required to mark a payment FAILED',
    });
  });

  describe('bank reconciliation', () => {
    const year = 'Y2030_2031';
    const query = (dryRun: boolean, type = 'UNIVERSITY_FEE') => `year=${year}&type=${type}&dryRun=${dryRun}`;
    const scholars = DEMO_COHORT.filter((s) => s.enrollmentStatus === 'Active').slice(0, 6);
    const submit = async (email: string, controlNumber: string, paymentType: string, paymentYear = year) =>
      (await as(email)).send('POST', 'v2/payment/submit-controlNumber', { controlNumber, paymentType, paymentYear });
    const csv = [
      'controlNumber,amount,paidAt',
      '997000000001,1500000,2025-01-10',
      '997000000002,1500000,2025-01-11T10:30:00+03:00',
      '997000000009,900000,2025-01-12',
      '997000000003,50400,2025-01-12',
      '997000000004,1500000,2025-01-13',
    ].join('\r\n');

    it('reports matched, already paid, unmatched and conflicting lines; a dry run changes nothing; applying marks exactly the matched', async () => {
      await submit(scholars[0]!.email, '997000000001', 'UNIVERSITY_FEE');
      await submit(scholars[1]!.email, '997000000002', 'UNIVERSITY_FEE');
      await submit(scholars[2]!.email, '997000000003', 'NHIF');
      await submit(scholars[3]!.email, '997000000004', 'UNIVERSITY_FEE');
      // A second scholar cannot submit it any more (payments.test.ts); a flagged number comes from older rows (the
      // seed's), and reconcile-rules.test.ts classes it.
      expect((await submit(scholars[4]!.email, '997000000004', 'UNIVERSITY_FEE')).status).toBe(409);
      const desk = await admin();
      const rows = (await desk.get(`admin/payments?year=${year}&pageSize=100`)).body.items;
      const idOf = (email: string, type = 'UNIVERSITY_FEE') =>
        rows.find((row) => row.scholar.email === email && row.paymentType === type)!.id;
      await desk.send('PUT', `admin/payments/${idOf(scholars[1]!.email)}/status`, { status: 'PAID' });

      const dry = await reconcile(desk.token, query(true), csv);
      expect(dry.statusCode).toBe(200);
      const report = dry.json();
      const summary = (items: { line: number; controlNumber: string; payment?: Row; conflict?: string; reason?: string }[]) =>
        items.map((item) => [
          item.line,
          item.controlNumber,
          item.payment?.scholar.email ?? null,
          item.conflict ?? null,
          item.reason ?? null,
        ]);
      expect(report.applied).toBe(false);
      expect(report.message).toBe('2 payment(s) would be marked PAID');
      expect(summary(report.matched)).toEqual([
        [2, '997000000001', scholars[0]!.email, null, null],
        [6, '997000000004', scholars[3]!.email, null, null],
      ]);
      expect(report.matched[0]).toMatchObject({ amount: 1500000, paidAt: '2025-01-10T00:00:00.000Z', payment: { status: 'UNPAID' } });
      expect(summary(report.alreadyPaid)).toEqual([[3, '997000000002', scholars[1]!.email, null, null]]);
      expect(summary(report.unmatched)).toEqual([[4, '997000000009', null, null, null]]);
      expect(summary(report.conflicting)).toEqual([
        [5, '997000000003', scholars[2]!.email, 'OTHER_PAYMENT', 'The control number is for NHIF 2030-2031, not University fee 2030-2031'],
      ]);
      expect((await desk.get(`admin/payments?year=${year}&status=PAID`)).body.total).toBe(1);

      const applied = (await reconcile(desk.token, query(false), csv)).json();
      expect(applied).toMatchObject({ applied: true, message: '2 payment(s) marked PAID' });
      expect(applied.matched[0].payment).toMatchObject({ status: 'PAID', amount: 1500000, paidAt: '2025-01-10T00:00:00.000Z' });
      expect((await desk.get(`admin/payments?year=${year}&status=PAID`)).body.items.map((row) => row.scholar.email).sort()).toEqual(
        [scholars[0]!.email, scholars[1]!.email, scholars[3]!.email].sort(),
      );
      expect((await audit(idOf(scholars[0]!.email))).map((entry) => [entry.action, entry.before.status, entry.after.status])).toEqual([
        ['payment.reconciled', 'UNPAID', 'PAID'],
      ]);
      expect((await outbox(scholars[0]!.email))[0]?.text).toContain('is now completed.');
      const history = (await (await as(scholars[0]!.email)).get<{ controlNumber: string; status: string }[]>('v2/payment/history')).body;
      expect(history.find((p) => p.controlNumber === '997000000001')?.status).toBe('PAID');

      const twice = (await reconcile(desk.token, query(false), csv)).json();
      expect(twice.matched).toEqual([]);
      expect(twice.alreadyPaid.map((item: { line: number }) => item.line)).toEqual([2, 3, 6]);
    });

    it('two officers applying one file at once mark each payment once', async () => {
      await submit(scholars[5]!.email, '997000000005', 'UNIVERSITY_FEE');
      const file = 'controlNumber,amount,paidAt\n997000000005,1200000,2025-02-01\n';
      const [one, two] = await Promise.all([admin(), officer()]);
      const [a, b] = await Promise.all([reconcile(one.token, query(false), file), reconcile(two.token, query(false), file)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect([a.json().matched.length, b.json().matched.length].sort()).toEqual([0, 1]);
      const row = (await one.get(`admin/payments?year=${year}&search=997000000005`)).body.items[0]!;
      expect(await audit(row.id)).toHaveLength(1);
    });

    it('a line paying another amount than the bill is for is a conflict in the dry run and never applied', async () => {
      const [billed, exact, unknown] = DEMO_COHORT.filter((s) => s.enrollmentStatus === 'Active').slice(6, 9);
      const send = async (email: string, body: Record<string, unknown>) =>
        (await as(email)).send('POST', 'v2/payment/submit-controlNumber', { paymentType: 'UNIVERSITY_FEE', paymentYear: year, ...body });
      // The bill's amount is a whole number of TZS from 1 to 100,000,000; anything else changes nothing.
      const refused = { status: 400, body: { message: 'Amount must be a whole number of TZS between 1 and 100,000,000' } };
      for (const amountTzs of [0, -5, 1250000.5, '1250000', 100_000_001])
        expect(await send(billed!.email, { controlNumber: '997000000011', amountTzs })).toEqual(refused);
      expect(
        (await (await as(billed!.email)).get<{ paymentYear: string }[]>('v2/payment/history')).body.some((p) => p.paymentYear === year),
      ).toBe(false);

      const stored = await send(billed!.email, { controlNumber: '997000000011', amountTzs: 1_250_000 });
      expect(stored).toMatchObject({ status: 200, body: { data: { controlNumber: '997000000011', amountDueTzs: 1_250_000 } } });
      await send(exact!.email, { controlNumber: '997000000012', amountTzs: 1_250_000 });
      // A client of the spec's body, without an amount: nothing to check the bank's against.
      await send(unknown!.email, { controlNumber: '997000000013' });
      const history = (await (await as(billed!.email)).get<{ controlNumber: string; amountDueTzs: number | null }[]>('v2/payment/history'))
        .body;
      expect(history.find((p) => p.controlNumber === '997000000011')?.amountDueTzs).toBe(1_250_000);
      const desk = await admin();
      const rowOf = async (controlNumber: string) => (await desk.get(`admin/payments?year=${year}&search=${controlNumber}`)).body.items[0]!;
      expect(await rowOf('997000000011')).toMatchObject({ amountDueTzs: 1_250_000, amount: null, status: 'UNPAID' });
      expect((await rowOf('997000000013')).amountDueTzs).toBeNull();

      const file = 'controlNumber,amount,paidAt\n997000000011,1,2025-02-01\n997000000012,1250000,2025-02-01\n997000000013,1,2025-02-01\n';
      type Line = { line: number; amount: number; conflict?: string; reason?: string; amountUnchecked?: boolean; payment?: Row };
      const dry = (await reconcile(desk.token, query(true), file)).json<{ message: string; matched: Line[]; conflicting: Line[] }>();
      expect(dry.message).toBe('2 payment(s) would be marked PAID');
      expect(dry.conflicting).toEqual([
        expect.objectContaining({
          line: 2,
          amount: 1,
          conflict: 'AMOUNT_MISMATCH',
          reason: 'The bank paid TZS 1 but the bill is for TZS 1,250,000',
          payment: expect.objectContaining({ amountDueTzs: 1_250_000, status: 'UNPAID' }),
        }),
      ]);
      expect(dry.matched.map((item) => [item.line, item.amountUnchecked])).toEqual([
        [3, false],
        [4, true],
      ]);

      const applied = (await reconcile(desk.token, query(false), file)).json<{ message: string; conflicting: Line[] }>();
      expect(applied.message).toBe('2 payment(s) marked PAID');
      expect(applied.conflicting.map((item) => item.conflict)).toEqual(['AMOUNT_MISMATCH']);
      const mismatched = await rowOf('997000000011');
      expect(mismatched).toMatchObject({ status: 'UNPAID', paidAt: null, amount: null });
      expect(await audit(mismatched.id)).toEqual([]);
      expect(await rowOf('997000000012')).toMatchObject({ status: 'PAID', amount: 1_250_000, amountDueTzs: 1_250_000 });
      expect((await audit((await rowOf('997000000013')).id))[0]!.after).toMatchObject({ status: 'PAID', amount: 1, amountDueTzs: null });
    });

    const amount = { problem: 'AMOUNT', message: 'amount must be a whole number of TZS of at least 1, without decimals or separators' };
    it.each([
      ['', 'EMPTY', 'The bank file is empty', []],
      ['controlNumber,amount,paidAt\r\n', 'EMPTY', 'The bank file is empty', []],
      [
        'number,amount,date\n997000000001,1,2025-01-01',
        'LINE_ERRORS',
        'The bank file has errors; nothing was applied',
        [{ line: 1, problem: 'HEADER', message: 'The first line must be the header controlNumber,amount,paidAt' }],
      ],
      [
        'controlNumber,amount,paidAt\n997000000001,1500000.50,2025-01-10\n997000000002,-5,2025-01-10\n99700000000x,1,2025-02-30\n997000000001,1,3000-01-01\n997000000002,1\n',
        'LINE_ERRORS',
        'The bank file has errors; nothing was applied',
        [
          { line: 2, ...amount },
          { line: 3, ...amount },
          { line: 4, problem: 'CONTROL_NUMBER', message: 'controlNumber must be exactly 12 digits' },
          { line: 4, problem: 'PAID_AT', message: 'paidAt must be a date such as 2025-03-14 or 2025-03-14T10:30:00+03:00' },
          { line: 5, problem: 'REPEATED', firstLine: 2, message: 'The control number is already on line 2' },
          { line: 5, problem: 'FUTURE_PAID_AT', message: 'paidAt is in the future' },
          { line: 6, problem: 'VALUE_COUNT', valueCount: 2, message: 'Expected 3 values (controlNumber,amount,paidAt), found 2' },
        ],
      ],
      [
        'controlNumber,amount,paidAt\n997000000001,1,2025-01-01\u0007\n',
        'LINE_ERRORS',
        'The bank file has errors; nothing was applied',
        [{ line: 2, problem: 'CONTROL_CHARACTERS', message: 'The line contains control characters' }],
      ],
      [
        `controlNumber,amount,paidAt\n${'997000000001,1,2025-01-01\n'.repeat(5001)}`,
        'TOO_MANY_ROWS',
        'The bank file has more than 5000 rows',
        [],
      ],
      [`controlNumber,amount,paidAt\n${'x'.repeat(1024 * 1024)}`, 'TOO_LARGE', 'The bank file is larger than 1 MB', []],
    ])('a malformed file is refused whole: %#', async (file, problem, message, errors) => {
      const desk = await admin();
      const before = (await desk.get(`admin/payments?year=${year}&status=PAID`)).body.total;
      const answer = await reconcile(desk.token, query(false), file);
      expect([answer.statusCode, answer.json()]).toEqual([400, { message, problem, errors }]);
      expect((await desk.get(`admin/payments?year=${year}&status=PAID`)).body.total).toBe(before);
    });

    it.each([
      ['year=2030&type=NHIF', 'year must look like Y2024_2025'],
      [`year=${year}`, 'type must be one of UNIVERSITY_FEE, NHIF'],
      [`year=${year}&type=NHIF&dryRun=maybe`, 'dryRun must be true or false'],
    ])('%s -> 400', async (search, message) => {
      const answer = await reconcile((await admin()).token, search, 'controlNumber,amount,paidAt\n997000000001,1,2025-01-01');
      expect([answer.statusCode, answer.json()]).toEqual([400, { message }]);
    });
  });

  it('answers a student 403 on every desk route before any lookup, and 401 without a token', async () => {
    const student = await as(SEED_STUDENTS[0].email);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const routes: ['GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['GET', 'admin/payments'],
      ['GET', 'admin/payments/missing?type=NHIF'],
      ['PUT', `admin/payments/${unknown}/status`, { status: 'PAID' }],
      ['POST', 'admin/payments/status', { ids: [unknown], status: 'PAID' }],
      ['POST', `admin/payments/${unknown}/flags/resolve`, { note: 'x' }],
      ['POST', 'admin/payments/reconcile?year=Y2024_2025&type=NHIF', undefined],
    ];
    for (const [method, url, body] of routes) {
      const answer = await call(provider.app, method, `/api/${url}`, { token: student.token, body });
      expect([url, answer.status, answer.body]).toEqual([url, 403, { message: 'You do not have permission to do this.' }]);
      expect([url, (await call(provider.app, method, `/api/${url}`, { body })).status]).toEqual([url, 401]);
    }
  });
});
