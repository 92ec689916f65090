import { describe, expect, it } from 'vitest';
import { backends, useBackend } from '../testing/backends.js';
import { upsertUserByEmail } from '../users/user-queries.js';
import { applyReconciliation, changePaymentStatus, resolveFlags } from './payment-desk-changes.js';
import { listPaymentChanges, listPayments, submitControlNumber } from './payment-queries.js';

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
      paid: expect.objectContaining({ controlNumber: '990000000002', status: 'PAID' }),
    });
    await submitControlNumber(db, user.id, { paymentType: 'NHIF', paymentYear: 'Y2024_2025', controlNumber: '990000000004' });
    expect((await listPayments(db, user.id)).map((p) => p.controlNumber)).toEqual(['990000000004', '990000000002']);
    expect(await changePaymentStatus(db, '00000000-0000-4000-8000-000000000000', { status: 'PAID', reason: null }, officer)).toEqual({
      kind: 'notFound',
    });
  });

  it("a changed control number clears an officer's resolution of its flag", async () => {
    const { db } = state.database;
    const [one, two] = await Promise.all([
      upsertUserByEmail(db, 'payments.c@students.example', { role: 'STUDENT' }),
      upsertUserByEmail(db, 'payments.d@students.example', { role: 'STUDENT' }),
    ]);
    const officer = await upsertUserByEmail(db, 'officer.c@nuruyangu.example', { role: 'ADMIN' });
    const nhif = { paymentType: 'NHIF' as const, paymentYear: 'Y2024_2025', controlNumber: '990000000021' };
    const mine = await submitControlNumber(db, one.id, nhif);
    await submitControlNumber(db, two.id, nhif);
    if (!('row' in mine)) throw new Error('expected a row');
    const resolved = await resolveFlags(db, mine.row.id, 'Siblings paying one bill', officer);
    expect(resolved).toMatchObject({ kind: 'resolved', row: { flags: [], flagResolution: { note: 'Siblings paying one bill' } } });
    expect(await resolveFlags(db, mine.row.id, 'Again', officer)).toEqual({ kind: 'nothingToResolve' });
    await submitControlNumber(db, one.id, { ...nhif, controlNumber: '990000000022' });
    await submitControlNumber(db, one.id, nhif);
    // Back on the shared number: flagged again until someone looks at it again.
    expect(await changePaymentStatus(db, mine.row.id, { status: 'PAID', reason: null }, officer)).toEqual({
      kind: 'flagged',
      flags: ['DUPLICATE'],
    });
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
});
