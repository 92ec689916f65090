import { describe, expect, it } from 'vitest';
import type { AuditActor } from '../audit/audit-log.js';
import { backends, useBackend } from '../testing/backends.js';
import { giveResult, insertScholar } from '../testing/scholar-fixture.js';
import { upsertUserByEmail } from '../users/user-queries.js';
import { myStipend } from './mine-queries.js';
import { approveRun, editItem, markPaid } from './run-changes.js';
import { confirmTransferFailed, reportTransferFailed } from './transfer-failures.js';
import { createRun } from './run-creation.js';

// "Where is my stipend?" through every status a scholar can be in, on scholars written through the database.

const YEAR = 'Y2024_2025';
const BATCH = 43;

describe.each(backends)("the scholar's own stipend on $name", (backend) => {
  const state = useBackend(backend);

  it('answers before any run, in a run, approved, paid, failed and carried into the next run, and when left out', async () => {
    const { db } = state.database;
    const maker: AuditActor = await upsertUserByEmail(db, 'maker.mine@foundation.example', { role: 'ADMIN', name: 'Maker' });
    const checker: AuditActor = await upsertUserByEmail(db, 'checker.mine@foundation.example', { role: 'ADMIN', name: 'Checker' });
    const walker = await insertScholar(db, { email: 'walker.mine@students.example', batchNo: BATCH });
    const blocked = await insertScholar(db, { email: 'blocked.mine@students.example', batchNo: BATCH, result: null, accountNumber: null });
    const mine = async (scholar: typeof walker) => myStipend(db, scholar, { currentAcademicYear: YEAR, maxStipendsPerYear: 2 });
    const current = async (scholar: typeof walker) => (await mine(scholar)).current;
    const codes = async (scholar: typeof walker) => (await current(scholar)).reasons.map((reason) => reason.code);

    expect(await mine(walker)).toEqual({
      current: {
        period: null,
        academicYear: YEAR,
        status: 'ELIGIBLE',
        reasons: [],
      },
      history: [],
    });
    expect(await current(blocked)).toMatchObject({
      period: null,
      status: 'NOT_ELIGIBLE',
      reasons: [
        { code: 'RESULTS_MISSING', path: '/results' },
        { code: 'BANK_ACCOUNT_MISSING', path: '/profile' },
      ],
    });

    const run = await createRun(db, { period: 'Mine semester 1', academicYear: YEAR, batchNo: BATCH, amountTzs: 450_000 }, maker);
    expect(await current(walker)).toEqual({
      period: 'Mine semester 1',
      academicYear: YEAR,
      amountTzs: 450_000,
      status: 'IN_RUN',
      reasons: [],
    });
    expect(await current(blocked)).toMatchObject({ status: 'NOT_INCLUDED', period: 'Mine semester 1' });
    expect(await codes(blocked)).toEqual(['RESULTS_MISSING', 'BANK_ACCOUNT_MISSING']);
    // Fixed since the run was made: recomputed now, only what is left.
    await giveResult(db, blocked.id, YEAR, 'APPROVED');
    expect(await codes(blocked)).toEqual(['BANK_ACCOUNT_MISSING']);
    await upsertUserByEmail(db, blocked.email, { accountNumber: '0150999000001' });
    expect(await current(blocked)).toMatchObject({ status: 'NOT_INCLUDED', reasons: [] });

    const left = await editItem(
      db,
      run.id,
      walker.id,
      { version: run.version, excluded: true, reason: 'Bank details under review' },
      maker,
    );
    expect((await current(walker)).reasons).toEqual([{ code: 'EXCLUDED_BY_OFFICER', path: null }]);
    const back = await editItem(
      db,
      run.id,
      walker.id,
      { version: left.version, excluded: false, amountTzs: 300_000, reason: 'Checked' },
      maker,
    );
    expect(await current(walker)).toMatchObject({ status: 'IN_RUN', amountTzs: 300_000 });

    const approved = await approveRun(db, run.id, back.version, checker, { now: new Date('2025-02-01T08:00:00Z') });
    expect(await current(walker)).toMatchObject({ status: 'APPROVED', amountTzs: 300_000 });
    const paidAt = new Date('2025-02-03T09:00:00Z');
    await markPaid(db, run.id, { version: approved.version, paidAt }, checker);
    expect(await current(walker)).toEqual({
      period: 'Mine semester 1',
      academicYear: YEAR,
      amountTzs: 300_000,
      paidAt: paidAt.toISOString(),
      status: 'PAID',
      reasons: [],
    });

    const transfer = { runId: run.id, studentId: walker.id };
    await reportTransferFailed(db, transfer, 'The bank reports the account as closed', checker);
    expect(await current(walker)).toMatchObject({ status: 'PAID' });
    await confirmTransferFailed(db, transfer, maker, { now: new Date('2025-02-05T10:00:00Z') });
    expect(await mine(walker)).toEqual({
      current: expect.objectContaining({
        status: 'FAILED',
        failureReason: 'The bank reports the account as closed',
        amountTzs: 300_000,
        reasons: [],
      }),
      history: [
        {
          period: 'Mine semester 1',
          academicYear: YEAR,
          amountTzs: 300_000,
          status: 'FAILED',
          date: '2025-02-05T10:00:00.000Z',
          failureReason: 'The bank reports the account as closed',
        },
      ],
    });

    // Carried into a later run of the period, beside the scholar who fixed their records meanwhile.
    const again = await createRun(db, { period: 'Mine semester 1', academicYear: YEAR, batchNo: BATCH, amountTzs: 450_000 }, maker);
    expect(again.included.map((row) => row.studentId).sort()).toEqual([walker.id, blocked.id].sort());
    const carried = await mine(walker);
    expect(carried.current).toMatchObject({ status: 'IN_RUN', amountTzs: 450_000 });
    expect(carried.history.map((row) => [row.status, row.amountTzs])).toEqual([
      ['IN_RUN', 450_000],
      ['FAILED', 300_000],
    ]);
    expect(await current(blocked)).toMatchObject({ status: 'IN_RUN' });
  });
});
