import { describe, expect, it } from 'vitest';
import { backends, useBackend } from '../testing/backends.js';
import { upsertUserByEmail } from '../users/user-queries.js';
import { acknowledgeAnnouncement, insertAnnouncement, listAnnouncements, studentsOfAnnouncement } from './announcement-queries.js';

describe.each(backends)('announcement queries on $name', (backend) => {
  const state = useBackend(backend);

  it('audience: all (null or 0) plus the own batch; everything for administrators; pinned only; newest first', async () => {
    const { db } = state.database;
    const add = (title: string, batchNo: number | null, pinned: boolean, day: number) =>
      insertAnnouncement(db, { title, content: title, senderName: 'Admin', batchNo, pinned, createdAt: new Date(Date.UTC(2025, 0, day)) });
    await add('all-null', null, false, 1);
    await add('all-zero', 0, true, 2);
    await add('batch1', 1, true, 3);
    await add('batch2', 2, false, 4);
    const titles = async (...args: Parameters<typeof listAnnouncements> extends [unknown, ...infer R] ? R : never) =>
      (await listAnnouncements(db, ...args)).map((a) => a.title);
    expect(await titles('everything')).toEqual(['batch2', 'batch1', 'all-zero', 'all-null']);
    expect(await titles({ batchNo: 1 })).toEqual(['batch1', 'all-zero', 'all-null']);
    expect(await titles({ batchNo: 2 })).toEqual(['batch2', 'all-zero', 'all-null']);
    expect(await titles({ batchNo: null })).toEqual(['all-zero', 'all-null']);
    expect(await titles({ batchNo: 1 }, { pinnedOnly: true })).toEqual(['batch1', 'all-zero']);
    expect(await titles('everything', { pinnedOnly: true })).toEqual(['batch1', 'all-zero']);
  });

  it("acknowledgements: once per reader, in the reader's list only, over the students of the batch", async () => {
    const { db } = state.database;
    const student = (email: string, name: string, batchNo: number, extra = {}) =>
      upsertUserByEmail(db, email, { name, role: 'STUDENT', batchNo, completedAt: new Date(), ...extra });
    const zawadi = await student('zawadi@x', 'Zawadi', 3);
    const amani = await student('amani@x', 'Amani', 3);
    await student('gone@x', 'Gone', 3, { deletedAt: new Date() });
    await student('other@x', 'Other', 4);
    await upsertUserByEmail(db, 'admin@x', { name: 'Admin', role: 'ADMIN', batchNo: 3 });
    const notice = await insertAnnouncement(db, {
      title: 'Ack',
      content: 'C',
      senderName: 'Admin',
      batchNo: 3,
      requiresAcknowledgement: true,
    });

    const first = await acknowledgeAnnouncement(db, notice.id, zawadi.id);
    expect(await acknowledgeAnnouncement(db, notice.id, zawadi.id)).toEqual(first);
    const seenBy = async (viewerId: string) =>
      (await listAnnouncements(db, { batchNo: 3 }, { viewerId })).find((a) => a.id === notice.id)?.acknowledgedAt ?? null;
    expect(await seenBy(zawadi.id)).toEqual(first);
    expect(await seenBy(amani.id)).toBeNull();

    expect(await studentsOfAnnouncement(db, notice)).toEqual([
      { id: amani.id, name: 'Amani', email: 'amani@x', acknowledgedAt: null },
      { id: zawadi.id, name: 'Zawadi', email: 'zawadi@x', acknowledgedAt: first },
    ]);
  });
});
