import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  acknowledgeAnnouncement,
  deleteAnnouncement,
  insertAnnouncement,
  keepReadersAnnouncements,
  listAnnouncements,
  updateAnnouncement,
} from '../announcements/announcement-queries.js';
import { keepOwnPayments, listPayments } from '../payments/payment-queries.js';
import { keepOwnResults, listResults } from '../results/result-queries.js';
import { backends, useBackend } from '../testing/backends.js';
import { giveResult, insertScholar } from '../testing/scholar-fixture.js';
import { payments, results, users } from './schema.js';

describe.each(backends)("what a scholar's dashboard reads, on $name", (backend) => {
  const state = useBackend(backend);
  const pglite = !backend.name.startsWith('PostgreSQL');

  it(
    pglite ? 'is kept until a write changes it, and current after every write' : 'is asked each time, and current after every write',
    async () => {
      const { database } = state;
      const { db } = database;
      for (const keep of [keepOwnResults, keepOwnPayments, keepReadersAnnouncements]) await keep(database);
      const amina = await insertScholar(db, { email: 'amina@kept.example', batchNo: 5, result: null, nhif: false });
      const baraka = await insertScholar(db, { email: 'baraka@kept.example', batchNo: 5, result: null });
      const statuses = async () => (await listResults(db, amina.id)).map((result) => result.status);
      const kept = async (list: () => Promise<unknown>) => (await list()) === (await list());

      expect(await statuses()).toEqual([]);
      expect(await kept(() => listResults(db, amina.id))).toBe(pglite);
      await giveResult(db, amina.id, 'Y2024_2025', 'SUBMITTED');
      expect(await statuses()).toEqual(['SUBMITTED']);
      await db.update(results).set({ status: 'APPROVED' }).where(eq(results.userId, amina.id));
      expect(await statuses()).toEqual(['APPROVED']);
      const aminas = await listResults(db, amina.id);
      await giveResult(db, baraka.id, 'Y2024_2025', 'SUBMITTED');
      expect((await listResults(db, amina.id)) === aminas).toBe(pglite);
      const rolledBack = db.transaction(async (tx) => {
        await tx.delete(results).where(eq(results.userId, amina.id));
        expect(await listResults(tx, amina.id)).toEqual([]);
        throw new Error('rolled back');
      });
      await expect(rolledBack).rejects.toThrow('rolled back');
      expect(await statuses()).toEqual(['APPROVED']);
      await db.delete(results).where(eq(results.userId, amina.id));
      expect(await statuses()).toEqual([]);

      const numbers = async () => (await listPayments(db, amina.id)).map((payment) => `${payment.paymentType} ${payment.status}`);
      expect(await numbers()).toEqual(['UNIVERSITY_FEE UNPAID']);
      expect(await kept(() => listPayments(db, amina.id))).toBe(pglite);
      await db.update(payments).set({ status: 'PAID' }).where(eq(payments.userId, amina.id));
      expect(await numbers()).toEqual(['UNIVERSITY_FEE PAID']);
      await db.insert(payments).values({ userId: amina.id, paymentType: 'NHIF', paymentYear: 'Y2024_2025', controlNumber: '991234567890' });
      expect(await numbers()).toEqual(['NHIF UNPAID', 'UNIVERSITY_FEE PAID']);

      const notices = async () =>
        (await listAnnouncements(db, { batchNo: 5 }, { viewerId: amina.id })).map(
          (a) => `${a.title} ${a.acknowledgedAt ? 'read' : 'unread'}`,
        );
      expect(await notices()).toEqual([]);
      const notice = await insertAnnouncement(db, { title: 'Fees', content: 'Pay', senderName: 'Officer', batchNo: 5 });
      expect(await notices()).toEqual(['Fees unread']);
      expect(await kept(() => listAnnouncements(db, { batchNo: 5 }, { viewerId: amina.id }))).toBe(pglite);
      await acknowledgeAnnouncement(db, notice.id, amina.id);
      expect(await notices()).toEqual(['Fees read']);
      await updateAnnouncement(db, notice.id, { title: 'Fees due' });
      expect(await notices()).toEqual(['Fees due read']);
      expect((await listAnnouncements(db, { batchNo: 5 }, { viewerId: baraka.id, pinnedOnly: true })).length).toBe(0);
      await updateAnnouncement(db, notice.id, { pinned: true });
      expect((await listAnnouncements(db, { batchNo: 5 }, { viewerId: baraka.id, pinnedOnly: true })).length).toBe(1);
      await deleteAnnouncement(db, notice.id);
      expect(await notices()).toEqual([]);

      // An account removed takes its rows with it (the foreign keys' cascade tells too).
      await giveResult(db, amina.id, 'Y2024_2025', 'SUBMITTED');
      expect(await statuses()).toEqual(['SUBMITTED']);
      await db.delete(users).where(eq(users.id, amina.id));
      expect(await statuses()).toEqual([]);
      expect(await numbers()).toEqual([]);
    },
  );
});
