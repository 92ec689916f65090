import { describe, expect, it } from 'vitest';
import { announcementAudience, announcementView, type AnnouncementRow } from './announcement-rules.js';

describe('announcementAudience', () => {
  it.each([
    [{ role: 'ADMIN' as const, batchNo: null }, 'everything'],
    [{ role: 'ADMIN' as const, batchNo: 2 }, 'everything'],
    [{ role: 'STUDENT' as const, batchNo: 1 }, { batchNo: 1 }],
    [{ role: 'STUDENT' as const, batchNo: null }, { batchNo: null }],
    [{ role: 'USER' as const, batchNo: 2 }, { batchNo: 2 }],
  ])('%j -> %j', (user, audience) => expect(announcementAudience(user)).toEqual(audience));
});

describe('announcementView', () => {
  it('answers the server names of spec section 3', () => {
    const row = {
      id: 'a1', title: 'T', content: 'C', senderId: null, senderName: 'Programme Administrator', batchNo: null, pinned: true,
      createdAt: new Date('2025-09-01T06:00:00Z'),
    } satisfies AnnouncementRow;
    expect(announcementView(row)).toEqual({
      announcementId: 'a1', title: 'T', content: 'C', senderName: 'Programme Administrator', createdAt: '2025-09-01T06:00:00.000Z', batchNo: null, pinned: true,
    });
  });
});
