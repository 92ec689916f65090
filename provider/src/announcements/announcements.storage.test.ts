import { describe, expect, it } from 'vitest';
import { backends, useBackend } from '../testing/backends.js';
import { insertAnnouncement, listAnnouncements } from './announcement-queries.js';

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
});
