import { describe, expect, it } from 'vitest';
import { listAnnouncements } from '../announcements/announcement-queries.js';
import { listActivity } from '../audit/activity-queries.js';
import { latestUnconsumedCode } from '../email-codes/code-queries.js';
import { listOutbox } from '../notify/outbox-queries.js';
import { listPayments } from '../payments/payment-queries.js';
import { listResults } from '../results/result-queries.js';
import { collectAccountData } from '../settings/export-queries.js';
import { backends, useBackend } from '../testing/backends.js';
import { upsertUserByEmail } from '../users/user-queries.js';
import { activity, announcements, emailCodes, outbox, payments, results } from './schema.js';

// Rows written in the same millisecond (PGlite's now() resolution) still list in the order they were
// written: every time order has the insertion sequence as its tie-break. Each case writes rows with one
// identical timestamp; a random tie-break would match the expected order of six rows once in 720 runs.
const sameInstant = new Date('2025-06-01T08:00:00.000Z');
const six = [1, 2, 3, 4, 5, 6];
const newestFirst = (labels: string[]) => [...labels].reverse();

describe.each(backends)('insertion order on $name', (backend) => {
  const state = useBackend(backend);
  const user = (email: string) => upsertUserByEmail(state.database.db, email, {});

  it('the latest e-mail code is the one written last', async () => {
    const { db } = state.database;
    const email = 'same-ms-codes@students.example';
    for (const n of six) {
      await db
        .insert(emailCodes)
        .values({ email, purpose: 'signup', codeHash: `h${n}`, createdAt: sameInstant, expiresAt: new Date(Date.now() + 60_000) });
    }
    expect((await latestUnconsumedCode(db, email))?.codeHash).toBe('h6');
  });

  it('the outbox, activity, payments and results list newest first; the account export in the same order', async () => {
    const { db } = state.database;
    const owner = await user('same-ms-lists@students.example');
    const userId = owner.id;
    for (const n of six) {
      await db
        .insert(outbox)
        .values({ to: 'same-ms-lists@students.example', subject: `s${n}`, text: 't', code: null, sentAt: sameInstant });
      await db.insert(activity).values({ userId, kind: 'login', ip: `10.0.0.${n}`, createdAt: sameInstant });
      await db.insert(payments).values({
        userId,
        paymentType: 'NHIF',
        paymentYear: `Y20${10 + n}_20${11 + n}`,
        controlNumber: `99000000000${n}`,
        createdAt: sameInstant,
      });
      await db.insert(results).values({
        userId,
        resultYear: `Y20${10 + n}_20${11 + n}`,
        gpa: 3,
        fileName: `same-ms-${n}.pdf`,
        originalName: 'r.pdf',
        fileSize: 1,
        fileType: 'application/pdf',
        uploadedAt: sameInstant,
      });
    }
    const labels = six.map(String);
    expect((await listOutbox(db, 'same-ms-lists@students.example')).map((m) => m.subject.slice(1))).toEqual(newestFirst(labels));
    expect((await listActivity(db, userId, { limit: 10, offset: 0 })).items.map((a) => a.ip?.split('.')[3])).toEqual(newestFirst(labels));
    expect((await listPayments(db, userId)).map((p) => p.controlNumber.at(-1))).toEqual(newestFirst(labels));
    expect((await listResults(db, userId)).map((r) => r.fileName.split(/[-.]/)[2])).toEqual(newestFirst(labels));
    const exported = await collectAccountData(db, owner);
    expect(exported.payments.map((p) => p.controlNumber.at(-1))).toEqual(labels);
    expect(exported.activity.map((a) => a.ip?.split('.')[3])).toEqual(newestFirst(labels));
  });

  it('announcements list newest first', async () => {
    const { db } = state.database;
    for (const n of six) {
      await db
        .insert(announcements)
        .values({ title: `same-ms ${n}`, content: 'c', senderName: 'Office', batchNo: 77, createdAt: sameInstant });
    }
    const listed = await listAnnouncements(db, { batchNo: 77 });
    expect(listed.filter((a) => a.batchNo === 77).map((a) => a.title)).toEqual(newestFirst(six.map((n) => `same-ms ${n}`)));
  });
});
