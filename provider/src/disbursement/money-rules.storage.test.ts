import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditActor } from '../audit/audit-log.js';
import { disbursementItems } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { backends, useBackend } from '../testing/backends.js';
import { giveResult, insertScholar } from '../testing/scholar-fixture.js';
import { findUserById, updateUser, upsertUserByEmail } from '../users/user-queries.js';
import { deleteAccount } from '../settings/account-deletion.js';
import { cancelRun, confirmCancel, withdrawCancel } from './run-cancellation.js';
import { bankFile } from './bank-file.js';
import { approveRun, bankFileRows, editItem, markPaid } from './run-changes.js';
import { createRun } from './run-creation.js';
import { readRun, type RunDetail } from './run-queries.js';
import { maskName } from './retention-rules.js';
import { RUN_MESSAGES as M } from './run-rules.js';

// The rules that keep one person from moving money alone, on the database: nobody who made or changed a run approves
// it; a scholar is paid once per period whatever the runs and however the period is spelt; approval and the bank file
// hold each row against the scholar as they stand now; a run the bank may hold is cancelled by two officers.

const YEAR = 'Y2024_2025';
const refusal = (status: number, message: string) => expect.objectContaining({ statusCode: status, message });
const rowOf = (run: RunDetail, studentId: string) => run.included.find((row) => row.studentId === studentId);

describe.each(backends)('money rules on $name', (backend) => {
  const state = useBackend(backend);
  let batch = 60;
  /** A batch of its own per test, with the scholars asked for (all eligible) and three officers. */
  const programme = async (scholars: number) => {
    const { db } = state.database;
    const batchNo = ++batch;
    const officer = (name: string): Promise<AuditActor> =>
      upsertUserByEmail(db, `${name}.money@foundation.example`, { role: 'ADMIN', name: `Officer ${name}` });
    const [maker, editor, checker] = await Promise.all([officer('maker'), officer('editor'), officer('checker')]);
    const people = [];
    for (let n = 0; n < scholars; n++) people.push(await insertScholar(db, { email: `s${n}.b${batchNo}.money@students.example`, batchNo }));
    const create = (period: string) => createRun(db, { period, academicYear: YEAR, batchNo, amountTzs: 450_000 }, maker);
    return { db, batchNo, maker, editor, checker, people, create };
  };

  it('refuses approval to whoever created or changed the run (an amount, an exclusion, a re-inclusion)', async () => {
    const { db, maker, editor, checker, people, create } = await programme(2);
    const run = await create('Four eyes 1');
    const raised = await editItem(db, run.id, people[0]!.id, { version: 1, amountTzs: 10_000_000, reason: 'Fees' }, editor);
    await expect(approveRun(db, run.id, raised.version, editor)).rejects.toEqual(refusal(403, M.editorCannotApprove));
    await expect(approveRun(db, run.id, raised.version, maker)).rejects.toEqual(refusal(403, M.makerChecker));
    expect(raised.editorIds).toEqual([editor.id]);

    const other = await create('Four eyes 2');
    const out = await editItem(db, other.id, people[1]!.id, { version: 1, excluded: true, reason: 'Doubt' }, checker);
    const back = await editItem(db, other.id, people[1]!.id, { version: out.version, excluded: false, reason: 'Cleared' }, checker);
    await expect(approveRun(db, other.id, back.version, checker)).rejects.toEqual(refusal(403, M.editorCannotApprove));
    expect(await approveRun(db, other.id, back.version, editor)).toMatchObject({ status: 'APPROVED', approvedBy: { id: editor.id } });
    expect(await approveRun(db, run.id, raised.version, checker)).toMatchObject({ status: 'APPROVED', totalTzs: 10_450_000 });
  });

  it('pays a scholar once per period across runs: a re-inclusion is refused, and the database refuses a second live row', async () => {
    const { db, editor, checker, people, create } = await programme(2);
    const [scholar] = people;
    const x = await create('Twice 1');
    const out = await editItem(db, x.id, scholar!.id, { version: 1, excluded: true, reason: 'Later' }, editor);
    const y = await create('Twice 1');
    expect(y.included.map((row) => row.studentId)).toEqual([scholar!.id]);
    await expect(editItem(db, x.id, scholar!.id, { version: out.version, excluded: false, reason: 'Back' }, editor)).rejects.toEqual(
      refusal(409, M.periodHeldElsewhere),
    );
    // Past the provider's check, the database itself: a second row holding the scholar's period.
    const secondHold = db
      .update(disbursementItems)
      .set({ included: true, holdsPeriod: true })
      .where(and(eq(disbursementItems.runId, x.id), eq(disbursementItems.studentId, scholar!.id)));
    await expect(secondHold).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });

    const approvedX = await approveRun(db, x.id, out.version, checker);
    const approvedY = await approveRun(db, y.id, y.version, checker);
    const files = [await bankFileRows(db, x.id, checker, bankFile), await bankFileRows(db, y.id, checker, bankFile)];
    const paidTo = files.flatMap((file) => file.rows.map((row) => row.studentId));
    expect(paidTo.filter((id) => id === scholar!.id)).toHaveLength(1);
    expect(paidTo.sort()).toEqual(people.map((person) => person.id).sort());
    expect([approvedX.includedCount, approvedY.includedCount]).toEqual([1, 1]);
  });

  it('two re-inclusions of one scholar racing in two runs of a period: exactly one wins', async () => {
    const { db, editor, people, create } = await programme(1);
    const [scholar] = people;
    const leaveOut = async (run: RunDetail) =>
      editItem(db, run.id, scholar!.id, { version: run.version, excluded: true, reason: 'Hold' }, editor);
    const x = await leaveOut(await create('Race 1'));
    const y = await leaveOut(await create('Race 1'));
    const attempts = await Promise.allSettled(
      [x, y].map((run) => editItem(db, run.id, scholar!.id, { version: run.version, excluded: false, reason: 'Back' }, editor)),
    );
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = attempts.find((attempt) => attempt.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(HttpError);
    expect(lost.reason).toMatchObject({ statusCode: 409, message: M.periodHeldElsewhere });
  });

  it.each([
    ['a double space', 'Look alike  1'],
    ['a trailing zero-width space', 'Look alike 1\u200b'],
    ['a non-breaking space', 'Look\u00a0alike 1'],
    ['an en dash', 'Look\u2013alike 1'],
    ['a Roman numeral', 'Look alike I'],
    ['upper case', 'LOOK ALIKE 1'],
  ])('pays nobody again in a period spelt with %s', async (_name, label) => {
    const { create, people } = await programme(1);
    expect((await create('Look alike 1')).includedCount).toBe(1);
    const again = await create(label);
    expect(again.includedCount).toBe(0);
    expect(again.excluded.map((row) => [row.studentId, row.reasons])).toEqual([[people[0]!.id, ['ALREADY_IN_PERIOD']]]);
  });

  it("re-checks every row at approval and at the bank file against the scholar's state now, and shows what changed", async () => {
    const { db, editor, checker, people, create } = await programme(5);
    const [removed, suspended, moved, rejected, steady] = people;
    const run = await create('Recheck 1');
    await updateUser(db, removed!.id, { deletedAt: new Date() });
    await updateUser(db, suspended!.id, { enrollmentStatus: 'Suspended' });
    await updateUser(db, moved!.id, { accountNumber: '0150999999999' });
    await giveResult(db, rejected!.id, YEAR, 'REJECTED');
    const draft = (await approveRun(db, run.id, run.version, checker).catch((error: HttpError) => error)) as HttpError;
    expect(draft).toMatchObject({ statusCode: 409 });
    const seen = await editItem(db, run.id, steady!.id, { version: 1, amountTzs: 450_001, reason: 'Look' }, editor);
    const changes = (id: string) => rowOf(seen, id)!.changesSinceCreation;
    expect([removed, suspended, moved, rejected, steady].map((person) => changes(person!.id))).toEqual([
      ['SCHOLAR_REMOVED'],
      ['NOT_ACTIVE'],
      ['BANK_ACCOUNT_CHANGED'],
      ['RESULTS_REJECTED'],
      [],
    ]);
    expect(draft.message).toBe(M.changedBeforeApproval([maskName(removed!.name), suspended!.name, moved!.name, rejected!.name].join(', ')));

    let version = seen.version;
    for (const person of [removed, suspended, moved, rejected])
      version = (await editItem(db, run.id, person!.id, { version, excluded: true, reason: 'Changed' }, editor)).version;
    const approved = await approveRun(db, run.id, version, checker);
    expect(approved).toMatchObject({ status: 'APPROVED', includedCount: 1 });

    // Approved, then the last scholar is removed before the file is written: no file.
    await updateUser(db, steady!.id, { deletedAt: new Date() });
    await expect(bankFileRows(db, run.id, checker, bankFile)).rejects.toEqual(
      refusal(409, M.changedBeforeBankFile(maskName(steady!.name))),
    );
  });

  it('cancels at once before the bank file left; after it, one officer asks and another confirms (or anyone withdraws)', async () => {
    const { db, maker, checker, editor, create } = await programme(1);
    const early = await approveRun(db, (await create('Cancel 1')).id, 1, checker);
    expect(await cancelRun(db, early.id, { version: early.version, reason: 'Typo' }, maker)).toMatchObject({ status: 'CANCELLED' });

    const run = await create('Cancel 2');
    const approved = await approveRun(db, run.id, run.version, checker);
    await bankFileRows(db, run.id, checker, bankFile);
    const asked = await cancelRun(db, run.id, { version: approved.version, reason: 'Wrong bank' }, maker);
    expect(asked).toMatchObject({
      status: 'APPROVED',
      cancelRequestedBy: { id: maker.id },
      cancelRequestedAt: expect.any(String),
      cancelReason: 'Wrong bank',
      bankFileDownloadedAt: expect.any(String),
    });
    await expect(cancelRun(db, run.id, { version: asked.version, reason: 'Again' }, checker)).rejects.toEqual(
      refusal(409, M.cancelAlreadyRequested),
    );
    await expect(confirmCancel(db, run.id, asked.version, maker)).rejects.toEqual(refusal(403, M.ownCancelRequest));
    expect((await create('Cancel 2')).includedCount).toBe(0);
    const withdrawn = await withdrawCancel(db, run.id, asked.version, checker);
    expect(withdrawn).toMatchObject({ status: 'APPROVED', cancelRequestedBy: null, cancelRequestedAt: null, cancelReason: null });
    await expect(confirmCancel(db, run.id, withdrawn.version, checker)).rejects.toEqual(refusal(409, M.noCancelRequest));

    const again = await cancelRun(db, run.id, { version: withdrawn.version, reason: 'Wrong bank' }, maker);
    const cancelled = await confirmCancel(db, run.id, again.version, editor);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelledBy: { id: editor.id }, cancelRequestedBy: { id: maker.id } });
    expect((await create('Cancel 2')).includedCount).toBe(1);

    // The bank paid while a cancellation waited: paid, and nothing is left waiting.
    const paidRun = await create('Cancel 3');
    const paidApproved = await approveRun(db, paidRun.id, 1, checker);
    await bankFileRows(db, paidRun.id, checker, bankFile);
    const waiting = await cancelRun(db, paidRun.id, { version: paidApproved.version, reason: 'x' }, maker);
    expect(await markPaid(db, paidRun.id, { version: waiting.version, paidAt: new Date() }, checker)).toMatchObject({
      status: 'PAID',
      cancelRequestedBy: null,
    });
  });

  it("keeps a removed scholar's payee on the paid run's record, and shows it masked", async () => {
    const { db, checker, people, create } = await programme(1);
    const [scholar] = people;
    const run = await create('Kept 1');
    const approved = await approveRun(db, run.id, run.version, checker);
    const paid = await markPaid(db, run.id, { version: approved.version, paidAt: new Date() }, checker);
    const { name, accountNumber } = paid.included[0]!;
    await deleteAccount(db, (await findUserById(db, scholar!.id))!, 'Leaving');

    const shown = (await readRun(db, run.id))!;
    expect(shown.included[0]).toMatchObject({ name: maskName(name), accountNumber: `••••••${accountNumber.slice(-4)}` });
    expect(JSON.stringify(shown)).not.toContain(accountNumber);
    const [kept] = await db.select().from(disbursementItems).where(eq(disbursementItems.runId, run.id));
    expect(kept).toMatchObject({ accountName: name, accountNumber });
  });
});
