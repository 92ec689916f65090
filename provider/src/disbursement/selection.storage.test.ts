import { describe, expect, it } from 'vitest';
import type { AuditActor } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { programmeSettings } from '../db/schema.js';
import { MAX_STIPENDS_PER_YEAR } from '../programme/period-rules.js';
import { backends, useBackend } from '../testing/backends.js';
import { insertScholar, type ScholarSpec } from '../testing/scholar-fixture.js';
import { updateUser, upsertUserByEmail } from '../users/user-queries.js';
import type { ReasonCode } from './eligibility-rules.js';
import { cancelRun } from './run-cancellation.js';
import { approveRun, editItem, markPaid } from './run-changes.js';
import { createRun } from './run-creation.js';
import type { RunDetail } from './run-queries.js';
import { RUN_MESSAGES } from './run-rules.js';
import { confirmTransferFailed, reportTransferFailed } from './transfer-failures.js';

// Who a run selects, on a fixture written through the database: one scholar per reason and some combinations, in a
// batch of their own, judged by the same rules the scholar's own answer uses (eligibility-rules.test.ts words them).

const YEAR = 'Y2024_2025';
const BATCH = 41;
const fixture: [string, Omit<ScholarSpec, 'email' | 'batchNo'>, ReasonCode[]][] = [
  ['eligible', {}, []],
  ['suspended', { enrollmentStatus: 'Suspended' }, ['NOT_ACTIVE']],
  ['graduated', { enrollmentStatus: 'Graduated' }, ['NOT_ACTIVE']],
  ['no.results', { result: null }, ['RESULTS_MISSING']],
  ['in.review', { result: 'SUBMITTED' }, ['RESULTS_IN_REVIEW']],
  ['rejected', { result: 'REJECTED' }, ['RESULTS_REJECTED']],
  // Records of another academic year count for nothing.
  ['last.year.only', { year: 'Y2023_2024' }, ['RESULTS_MISSING', 'UNIVERSITY_FEE_CONTROL_NUMBER_MISSING', 'NHIF_CONTROL_NUMBER_MISSING']],
  ['no.fee', { universityFee: false }, ['UNIVERSITY_FEE_CONTROL_NUMBER_MISSING']],
  ['no.nhif', { nhif: false }, ['NHIF_CONTROL_NUMBER_MISSING']],
  ['no.account', { accountNumber: null }, ['BANK_ACCOUNT_MISSING']],
  ['blank.account', { accountNumber: '  ' }, ['BANK_ACCOUNT_MISSING']],
  // Saved before the account number rule: it cannot reach a bank file, so it is no account.
  ['injected.account', { accountNumber: '0150900000001\r\n9999999999,Attacker,10000000,NY-1-2' }, ['BANK_ACCOUNT_MISSING']],
  [
    'review.nhif.account',
    { result: 'SUBMITTED', nhif: false, accountNumber: null },
    ['RESULTS_IN_REVIEW', 'NHIF_CONTROL_NUMBER_MISSING', 'BANK_ACCOUNT_MISSING'],
  ],
  [
    'withdrawn.nothing',
    { enrollmentStatus: 'Withdrawn', result: null, universityFee: false, nhif: false, accountNumber: null },
    ['NOT_ACTIVE', 'RESULTS_MISSING', 'UNIVERSITY_FEE_CONTROL_NUMBER_MISSING', 'NHIF_CONTROL_NUMBER_MISSING', 'BANK_ACCOUNT_MISSING'],
  ],
];
const emailOf = (name: string) => `${name}.selection@students.example`;
const codesOf = (run: RunDetail) =>
  Object.fromEntries([...run.included.map((row) => [row.name, []]), ...run.excluded.map((row) => [row.name, row.reasons])]);

describe.each(backends)('who a run selects, on $name', (backend) => {
  const state = useBackend(backend);
  /** The programme's cap of stipends per scholar per academic year, as an officer sets it. */
  const capAt = (db: Db, maxStipendsPerYear: number) => db.update(programmeSettings).set({ maxStipendsPerYear });
  const people = async () => {
    const { db } = state.database;
    // Each test pays its own periods; only the cap's own test is about the cap.
    await capAt(db, MAX_STIPENDS_PER_YEAR);
    const admin: AuditActor = await upsertUserByEmail(db, 'maker.selection@foundation.example', { role: 'ADMIN', name: 'Maker' });
    const checker: AuditActor = await upsertUserByEmail(db, 'checker.selection@foundation.example', { role: 'ADMIN', name: 'Checker' });
    return { db, admin, checker };
  };
  const run = (period: string, batchNo: number | null = BATCH) => ({ period, academicYear: YEAR, batchNo, amountTzs: 450_000 });

  it('includes exactly the scholars the rules allow and lists every other with all their reasons', async () => {
    const { db, admin } = await people();
    for (const [name, spec] of fixture) await insertScholar(db, { ...spec, email: emailOf(name), name, batchNo: BATCH });
    await insertScholar(db, { email: emailOf('other.batch'), name: 'other.batch', batchNo: BATCH + 1 });
    const removed = await insertScholar(db, { email: emailOf('removed'), name: 'removed', batchNo: BATCH });
    await updateUser(db, removed.id, { deletedAt: new Date() });
    await upsertUserByEmail(db, emailOf('officer.in.batch'), { role: 'ADMIN', name: 'officer.in.batch', batchNo: BATCH });

    const created = await createRun(db, run('Selection 1'), admin);
    expect(codesOf(created)).toEqual(Object.fromEntries(fixture.map(([name, , codes]) => [name, codes])));
    expect(created).toMatchObject({ status: 'DRAFT', version: 1, includedCount: 1, excludedCount: fixture.length - 1, totalTzs: 450_000 });
    expect(created.included[0]).toMatchObject({ name: 'eligible', amountTzs: 450_000, transferStatus: 'PENDING', failureReason: null });
    expect(created.included[0]!.accountNumber).toMatch(/^0150\d{9}$/);
    const everyBatch = await createRun(db, run('Selection every batch', null), admin);
    expect(everyBatch.included.map((row) => row.name).sort()).toEqual(['eligible', 'other.batch']);
    const references = [...created.included, ...everyBatch.included].map((row) => row.reference);
    expect(references.every((reference) => /^NY-\d+-\d+$/.test(reference) && reference.length <= 20)).toBe(true);
    expect(new Set(references).size).toBe(references.length);
  });

  it('includes nobody twice in a period, not even when two officers create its runs at the same moment', async () => {
    const { db, admin } = await people();
    const [first, second] = await Promise.all([createRun(db, run('Selection 2'), admin), createRun(db, run('selection 2'), admin)]);
    const included = [first, second].map((created) => created.included.map((row) => row.name));
    expect(included.sort((a, b) => b.length - a.length)).toEqual([['eligible'], []]);
    const later = [first, second].find((created) => created.includedCount === 0)!;
    expect(later.excluded.find((row) => row.name === 'eligible')!.reasons).toEqual(['ALREADY_IN_PERIOD']);
  });

  it('carries a scholar whose transfer failed (reported and confirmed) into a later run of the period; a cancelled run holds nobody', async () => {
    const { db, admin, checker } = await people();
    const paid = await createRun(db, run('Selection 3'), admin);
    const approved = await approveRun(db, paid.id, paid.version, checker);
    await markPaid(db, paid.id, { version: approved.version, paidAt: new Date() }, checker);
    expect((await createRun(db, run('Selection 3'), admin)).includedCount).toBe(0);
    const transfer = { runId: paid.id, studentId: paid.included[0]!.studentId };
    await reportTransferFailed(db, transfer, 'Account closed', checker);
    expect((await createRun(db, run('Selection 3'), admin)).includedCount).toBe(0);
    await confirmTransferFailed(db, transfer, admin);
    expect((await createRun(db, run('Selection 3'), admin)).included.map((row) => row.name)).toEqual(['eligible']);

    const cancelled = await createRun(db, run('Selection 4'), admin);
    await cancelRun(db, cancelled.id, { version: cancelled.version, reason: 'Wrong amount' }, admin);
    expect((await createRun(db, run('Selection 4'), admin)).included.map((row) => row.name)).toEqual(['eligible']);
  });

  it('pays a scholar no more periods of a year than the cap, whatever the periods are called, and no more by hand', async () => {
    const { db, admin, checker } = await people();
    await capAt(db, 2);
    const batch = BATCH + 2;
    await insertScholar(db, { email: emailOf('capped'), name: 'capped', batchNo: batch });
    const run = (period: string) => createRun(db, { period, academicYear: YEAR, batchNo: batch, amountTzs: 450_000 }, admin);
    const first = await run('Cap semester 1');
    const second = await run('Cap semester 2');
    expect([first.includedCount, second.includedCount]).toEqual([1, 1]);
    // A renamed instalment is another period: the cap still stops a third stipend in the year.
    const renamed = await run('Cap top-up');
    expect(renamed.excluded.map((row) => row.reasons)).toEqual([['YEAR_CAP_REACHED']]);
    expect(
      (await createRun(db, { period: 'Cap semester 1', academicYear: 'Y2025_2026', batchNo: batch, amountTzs: 1 }, admin)).excluded[0]!
        .reasons,
    ).not.toContain('YEAR_CAP_REACHED');

    // Left out of the second run by hand, the scholar is paid in a third period; taking them back would be a third.
    const studentId = second.included[0]!.studentId;
    const out = await editItem(db, second.id, studentId, { version: second.version, excluded: true, reason: 'Paid in cash' }, admin);
    const third = await run('Cap semester 3');
    expect(third.includedCount).toBe(1);
    await expect(
      editItem(db, second.id, studentId, { version: out.version, excluded: false, reason: 'Back' }, admin),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: RUN_MESSAGES.yearCapReached(2),
    });

    // The cap lowered after the runs were made: approving one re-checks the scholar against it.
    await capAt(db, 1);
    await expect(approveRun(db, first.id, first.version, checker)).rejects.toMatchObject({ statusCode: 409 });
    await cancelRun(db, third.id, { version: third.version, reason: 'Paid in cash' }, admin);
    expect((await approveRun(db, first.id, first.version, checker)).status).toBe('APPROVED');
  });
});
