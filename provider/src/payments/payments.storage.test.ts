import { describe, expect, it } from 'vitest';
import { backends, useBackend } from '../testing/backends.js';
import { upsertUserByEmail } from '../users/user-queries.js';
import { listPaymentChanges, listPayments, setPaymentStatus, submitControlNumber } from './payment-queries.js';

describe.each(backends)('payment queries on $name', (backend) => {
  const state = useBackend(backend);

  it('one row per type and year; replacements and status changes keep the history; PAID is final', async () => {
    const { db } = state.database;
    const user = await upsertUserByEmail(db, 'payments.a@students.example', {});
    const fee = { paymentType: 'UNIVERSITY_FEE' as const, paymentYear: 'Y2024_2025' };
    const first = await submitControlNumber(db, user.id, { ...fee, controlNumber: '990000000001' });
    if (!('row' in first)) throw new Error('expected a row');
    expect(await submitControlNumber(db, user.id, { ...fee, controlNumber: '990000000001' })).toEqual(first);
    expect(await listPaymentChanges(db, first.row.id)).toEqual([]);

    await setPaymentStatus(db, first.row.id, 'FAILED', null);
    const replaced = await submitControlNumber(db, user.id, { ...fee, controlNumber: '990000000002' });
    expect(replaced).toEqual({ row: expect.objectContaining({ id: first.row.id, controlNumber: '990000000002', status: 'UNPAID' }) });
    expect((await listPaymentChanges(db, first.row.id)).map((c) => [c.previousControlNumber, c.previousStatus])).toEqual([
      ['990000000001', 'UNPAID'],
      ['990000000001', 'FAILED'],
    ]);

    await setPaymentStatus(db, first.row.id, 'PAID', null);
    expect(await submitControlNumber(db, user.id, { ...fee, controlNumber: '990000000003' })).toEqual({
      paid: expect.objectContaining({ controlNumber: '990000000002', status: 'PAID' }),
    });
    await submitControlNumber(db, user.id, { paymentType: 'NHIF', paymentYear: 'Y2024_2025', controlNumber: '990000000004' });
    expect((await listPayments(db, user.id)).map((p) => p.controlNumber)).toEqual(['990000000004', '990000000002']);
    expect(await setPaymentStatus(db, '00000000-0000-4000-8000-000000000000', 'PAID', null)).toBeNull();
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
