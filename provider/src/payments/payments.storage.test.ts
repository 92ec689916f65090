import { describe, expect, it } from 'vitest';
import { backends, useBackend } from '../testing/backends.js';
import { upsertUserByEmail } from '../users/user-queries.js';
import { applyReconciliation, changePaymentStatus, resolveFlags } from './payment-desk-changes.js';
import { insertPayment, listPaymentChanges, listPayments, submitControlNumber } from './payment-queries.js';

describe.each(backends)('payment queries on $name', (backend) => {
  const state = useBackend(backend);

  it('one row per type and year; replacements and status changes keep the history; PAID is final', async () => {
    const { db } = state.database;
    const user = await upsertUserByEmail(db, 'payments.a@students.example', { role: 'STUDENT' });
    const officer = await upsertUserByEmail(db, 'officer.a@nuruyangu.example', { role: 'ADMIN' });
    const fee = { paymentType: 'UNIVERSITY_FEE' as const, paymentYear: 'Y2024_2025' };
    const first = await submitControlNumber(db, user.id, { ...fee, controlNumber: '990000000001' });
    if (!('row' in first)) throw new Error('expected a row');
    expect(await submitControlNumber(db, user.id, { ...fee, controlNumber: '990000000001' })).toEqual(first);
    expect(await listPaymentChanges(db, first.row.id)).toEqual([]);

    await changePaymentStatus(db, first.row.id, { status: 'FAILED', reason: 'Wrong amount on the bill' }, officer);
    expect((await listPayments(db, user.id))[0]).toMatchObject({ status: 'FAILED', failureReason: 'Wrong amount on the bill' });
    const replaced = await submitControlNumber(db, user.id, { ...fee, controlNumber: '990000000002' });
    // A new number starts again: the old failure's reason goes with it.
    expect(replaced).toEqual({
      row: expect.objectContaining({ id: first.row.id, controlNumber: '990000000002', status: 'UNPAID', failureReason: null }),
    });
    expect((await listPaymentChanges(db, first.row.id)).map((c) => [c.previousControlNumber, c.previousStatus])).toEqual([
      ['990000000001', 'UNPAID'],
      ['990000000001', 'FAILED'],
    ]);
    await changePaymentStatus(db, first.row.id, { status: 'PAID', reason: null }, officer);
    expect(await submitControlNumber(db, user.id, { ...fee, controlNumber: '990000000003' })).toEqual({
      refused: 'PAID',
      payment: expect.objectContaining({ controlNumber: '990000000002', status: 'PAID' }),
    });
    await submitControlNumber(db, user.id, { paymentType: 'NHIF', paymentYear: 'Y2024_2025', controlNumber: '990000000004' });
    expect((await listPayments(db, user.id)).map((p) => p.controlNumber)).toEqual(['990000000004', '990000000002']);
    expect(await changePaymentStatus(db, '00000000-0000-4000-8000-000000000000', { status: 'PAID', reason: null }, officer)).toEqual({
      kind: 'notFound',
    });
  });

  it("older rows sharing a number stay flagged; a changed control number clears an officer's resolution of its flag", async () => {
    const { db } = state.database;
    const [one, two] = await Promise.all([
      upsertUserByEmail(db, 'payments.c@students.example', { role: 'STUDENT' }),
      upsertUserByEmail(db, 'payments.d@students.example', { role: 'STUDENT' }),
    ]);
    const officer = await upsertUserByEmail(db, 'officer.c@nuruyangu.example', { role: 'ADMIN' });
    const nhif = { paymentType: 'NHIF' as const, paymentYear: 'Y2024_2025', controlNumber: '990000000021' };
    // Rows from before numbers were refused to a second scholar (as the seed writes them).
    const mine = await insertPayment(db, { ...nhif, userId: one.id });
    await insertPayment(db, { ...nhif, userId: two.id });
    expect(await changePaymentStatus(db, mine.id, { status: 'PAID', reason: null }, officer)).toEqual({
      kind: 'refused',
      refused: { refusal: 'FLAGGED', flags: ['DUPLICATE'] },
    });
    const resolved = await resolveFlags(db, mine.id, 'Siblings paying one bill', officer);
    expect(resolved).toMatchObject({ kind: 'resolved', row: { flags: [], flagResolution: { note: 'Siblings paying one bill' } } });
    expect(await resolveFlags(db, mine.id, 'Again', officer)).toEqual({ kind: 'nothingToResolve' });
    // Sending the same number again is no change: the resolution stands.
    expect(await submitControlNumber(db, one.id, nhif)).toEqual({
      row: expect.objectContaining({ id: mine.id, flagResolvedBy: officer.email }),
    });
    const replaced = await submitControlNumber(db, one.id, { ...nhif, controlNumber: '990000000022' });
    expect(replaced).toEqual({ row: expect.objectContaining({ id: mine.id, flagResolvedAt: null, flagResolutionNote: null }) });
    // The shared number is the other scholar's now: it cannot come back.
    expect(await submitControlNumber(db, one.id, nhif)).toEqual({ refused: 'CONTROL_NUMBER_TAKEN' });
  });

  it('applying a bank file is all or nothing: a failure part-way leaves every payment as it was', async () => {
    const { db } = state.database;
    const [one, two] = await Promise.all([
      upsertUserByEmail(db, 'payments.e@students.example', { role: 'STUDENT' }),
      upsertUserByEmail(db, 'payments.f@students.example', { role: 'STUDENT' }),
    ]);
    const fee = { paymentType: 'UNIVERSITY_FEE' as const, paymentYear: 'Y2029_2030' };
    await submitControlNumber(db, one.id, { ...fee, controlNumber: '990000000031' });
    await submitControlNumber(db, two.id, { ...fee, controlNumber: '990000000032' });
    const lines = ['990000000031', '990000000032'].map((controlNumber, i) => ({
      line: i + 2,
      controlNumber,
      amount: 1_000_000,
      paidAt: '2025-01-01T00:00:00.000Z',
    }));
    // An actor the audit log cannot name: its entries fail after both payments were updated.
    const nobody = { id: '00000000-0000-4000-8000-000000000000', email: 'nobody@nuruyangu.example' };
    await expect(applyReconciliation(db, lines, fee.paymentYear, fee.paymentType, nobody)).rejects.toThrow();
    const statuses = async () =>
      [...(await listPayments(db, one.id)), ...(await listPayments(db, two.id))].map((p) => [p.status, p.paidAmount]);
    expect(await statuses()).toEqual([
      ['UNPAID', null],
      ['UNPAID', null],
    ]);
    const officer = await upsertUserByEmail(db, 'officer.e@nuruyangu.example', { role: 'ADMIN' });
    const { report } = await applyReconciliation(db, lines, fee.paymentYear, fee.paymentType, officer);
    expect(report.matched).toHaveLength(2);
    expect(await statuses()).toEqual([
      ['PAID', 1_000_000],
      ['PAID', 1_000_000],
    ]);
  });

  it("the bill's amount: kept with its number, corrected while UNPAID (history kept), fixed once paid or processing", async () => {
    const { db } = state.database;
    const user = await upsertUserByEmail(db, 'payments.g@students.example', { role: 'STUDENT' });
    const officer = await upsertUserByEmail(db, 'officer.g@nuruyangu.example', { role: 'ADMIN' });
    const fee = { paymentType: 'UNIVERSITY_FEE' as const, paymentYear: 'Y2028_2029', controlNumber: '990000000051' };
    const first = await submitControlNumber(db, user.id, { ...fee, amountTzs: 1_520_000 });
    if (!('row' in first)) throw new Error('expected a row');
    expect(first.row).toMatchObject({ amountDueTzs: 1_520_000, status: 'UNPAID' });
    // Sent again without an amount (a client of the spec's body): the bill keeps its amount, nothing changes.
    expect(await submitControlNumber(db, user.id, fee)).toEqual(first);
    // A typing mistake corrected: the same payment and number, the old amount in its history.
    const corrected = await submitControlNumber(db, user.id, { ...fee, amountTzs: 1_250_000 });
    expect(corrected).toEqual({
      row: expect.objectContaining({
        id: first.row.id,
        controlNumber: fee.controlNumber,
        amountDueTzs: 1_250_000,
        createdAt: first.row.createdAt,
      }),
    });
    expect(
      (await listPaymentChanges(db, first.row.id)).map((c) => [c.previousControlNumber, c.previousStatus, c.previousAmountDueTzs]),
    ).toEqual([[fee.controlNumber, 'UNPAID', 1_520_000]]);
    // A new number is a new bill: its amount, or none when the client gave none.
    expect(await submitControlNumber(db, user.id, { ...fee, controlNumber: '990000000052' })).toEqual({
      row: expect.objectContaining({ controlNumber: '990000000052', amountDueTzs: null }),
    });
    const billed = await submitControlNumber(db, user.id, { ...fee, controlNumber: '990000000053', amountTzs: 1_300_000 });
    expect(billed).toEqual({ row: expect.objectContaining({ amountDueTzs: 1_300_000 }) });

    for (const status of ['PROCESSING', 'PAID'] as const) {
      await changePaymentStatus(db, first.row.id, { status, reason: null }, officer);
      expect(await submitControlNumber(db, user.id, { ...fee, controlNumber: '990000000053', amountTzs: 1 })).toEqual({
        refused: status,
        payment: expect.objectContaining({ amountDueTzs: 1_300_000, status }),
      });
      // Its own amount again, or none, is no change and no error.
      expect(await submitControlNumber(db, user.id, { ...fee, controlNumber: '990000000053', amountTzs: 1_300_000 })).toEqual({
        row: expect.objectContaining({ amountDueTzs: 1_300_000, status }),
      });
    }
    // The database holds no bill of nothing, whoever writes it.
    await expect(
      insertPayment(db, { ...fee, controlNumber: '990000000054', paymentYear: 'Y2027_2028', userId: user.id, amountDueTzs: 0 }),
    ).rejects.toThrow();
  });

  it('applying a bank file leaves a payment whose bill is for another amount as it was, and marks the rest', async () => {
    const { db } = state.database;
    const [one, two, three] = await Promise.all(
      ['h', 'i', 'j'].map((n) => upsertUserByEmail(db, `payments.${n}@students.example`, { role: 'STUDENT' })),
    );
    const officer = await upsertUserByEmail(db, 'officer.h@nuruyangu.example', { role: 'ADMIN' });
    const fee = { paymentType: 'UNIVERSITY_FEE' as const, paymentYear: 'Y2028_2029' };
    await submitControlNumber(db, one!.id, { ...fee, controlNumber: '990000000061', amountTzs: 1_250_000 });
    await submitControlNumber(db, two!.id, { ...fee, controlNumber: '990000000062', amountTzs: 1_250_000 });
    await submitControlNumber(db, three!.id, { ...fee, controlNumber: '990000000063' });
    const lines = [
      ['990000000061', 1],
      ['990000000062', 1_250_000],
      ['990000000063', 1],
    ].map(([controlNumber, amount], i) => ({
      line: i + 2,
      controlNumber: String(controlNumber),
      amount: Number(amount),
      paidAt: '2025-01-01T00:00:00.000Z',
    }));
    const { report, paid } = await applyReconciliation(db, lines, fee.paymentYear, fee.paymentType, officer);
    expect(report.conflicting.map((item) => [item.controlNumber, item.conflict])).toEqual([['990000000061', 'AMOUNT_MISMATCH']]);
    expect(report.matched.map((item) => [item.controlNumber, item.amountUnchecked])).toEqual([
      ['990000000062', false],
      ['990000000063', true],
    ]);
    expect(paid.map((row) => row.controlNumber)).toEqual(['990000000062', '990000000063']);
    const [mine] = await listPayments(db, one!.id);
    expect(mine).toMatchObject({ status: 'UNPAID', paidAt: null, paidAmount: null, amountDueTzs: 1_250_000 });
    expect(await listPaymentChanges(db, mine!.id)).toEqual([]);
  });

  it('two first submissions at the same moment end as one row', async () => {
    const { db } = state.database;
    const user = await upsertUserByEmail(db, 'payments.b@students.example', {});
    const nhif = { paymentType: 'NHIF' as const, paymentYear: 'Y2024_2025' };
    await Promise.all([
      submitControlNumber(db, user.id, { ...nhif, controlNumber: '990000000011' }),
      submitControlNumber(db, user.id, { ...nhif, controlNumber: '990000000012' }),
    ]);
    expect(await listPayments(db, user.id)).toHaveLength(1);
  });

  it("one number sent at the same moment by several scholars, or for two of one scholar's payments: exactly one has it", async () => {
    const { db } = state.database;
    const scholars = await Promise.all(
      [1, 2, 3, 4].map((n) => upsertUserByEmail(db, `payments.race${n}@students.example`, { role: 'STUDENT' })),
    );
    const fee = { paymentType: 'UNIVERSITY_FEE' as const, paymentYear: 'Y2024_2025', controlNumber: '990000000041' };
    const outcomes = await Promise.all(scholars.map((scholar) => submitControlNumber(db, scholar.id, fee)));
    expect(outcomes.filter((outcome) => 'row' in outcome)).toHaveLength(1);
    expect(outcomes.filter((outcome) => 'refused' in outcome && outcome.refused === 'CONTROL_NUMBER_TAKEN')).toHaveLength(3);

    const [first] = scholars;
    const number = { controlNumber: '990000000042', paymentYear: 'Y2025_2026' };
    const both = await Promise.all([
      submitControlNumber(db, first!.id, { ...number, paymentType: 'UNIVERSITY_FEE' }),
      submitControlNumber(db, first!.id, { ...number, paymentType: 'NHIF' }),
    ]);
    expect(both.map((outcome) => ('row' in outcome ? 'row' : outcome.refused)).sort()).toEqual(['CONTROL_NUMBER_USED', 'row']);
    expect((await listPayments(db, first!.id)).filter((p) => p.controlNumber === '990000000042')).toHaveLength(1);
  });
});
