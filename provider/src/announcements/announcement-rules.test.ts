import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_MESSAGES as M,
  announcementAudience,
  announcementView,
  parseAnnouncementFields,
  type ViewedAnnouncement,
} from './announcement-rules.js';

describe('announcementAudience', () => {
  it.each([
    [{ role: 'ADMIN' as const, batchNo: null }, 'everything'],
    [{ role: 'ADMIN' as const, batchNo: 2 }, 'everything'],
    [{ role: 'STUDENT' as const, batchNo: 1 }, { batchNo: 1 }],
    [{ role: 'STUDENT' as const, batchNo: null }, { batchNo: null }],
    [{ role: 'USER' as const, batchNo: 2 }, { batchNo: 2 }],
  ])('%j -> %j', (user, audience) => expect(announcementAudience(user)).toEqual(audience));
});

const row = {
  id: 'a1',
  seq: 1,
  title: 'T',
  content: 'C',
  senderId: null,
  senderName: 'Programme Administrator',
  batchNo: null,
  pinned: true,
  requiresAcknowledgement: false,
  createdAt: new Date('2025-09-01T06:00:00Z'),
  acknowledgedAt: null,
} satisfies ViewedAnnouncement;

describe('announcementView', () => {
  it('answers the server names of docs/behaviour.md §3 and the acknowledgement fields', () => {
    expect(announcementView(row)).toEqual({
      announcementId: 'a1',
      title: 'T',
      content: 'C',
      senderName: 'Programme Administrator',
      createdAt: '2025-09-01T06:00:00.000Z',
      batchNo: null,
      pinned: true,
      requiresAcknowledgement: false,
      acknowledgedAt: null,
    });
  });

  it('dates an acknowledgement', () => {
    const acknowledged = { ...row, requiresAcknowledgement: true, acknowledgedAt: new Date('2025-09-02T08:00:00Z') };
    expect(announcementView(acknowledged)).toMatchObject({ requiresAcknowledgement: true, acknowledgedAt: '2025-09-02T08:00:00.000Z' });
  });
});

const defaults = { batchNo: null, pinned: false, requiresAcknowledgement: false };

describe('parseAnnouncementFields (create)', () => {
  it.each([
    [{ title: ' Orientation ', content: ' Come along ' }, { fields: { title: 'Orientation', content: 'Come along', ...defaults } }],
    [
      { title: 'T', content: 'C', batchNo: 2, pinned: true, requiresAcknowledgement: true },
      { fields: { title: 'T', content: 'C', batchNo: 2, pinned: true, requiresAcknowledgement: true } },
    ],
    [{ title: 'T', content: 'C', batchNo: 0 }, { fields: { title: 'T', content: 'C', ...defaults } }],
    [{ title: 'T', content: 'C', batchNo: null }, { fields: { title: 'T', content: 'C', ...defaults } }],
    [{ content: 'C' }, { problem: M.titleRequired }],
    [{ title: '   ', content: 'C' }, { problem: M.titleRequired }],
    [{ title: 7, content: 'C' }, { problem: M.titleRequired }],
    [{ title: 'x'.repeat(201), content: 'C' }, { problem: M.titleTooLong }],
    [{ title: 'T' }, { problem: M.contentRequired }],
    [{ title: 'T', content: 'x'.repeat(10_001) }, { problem: M.contentTooLong }],
    [{ title: 'T', content: 'C', batchNo: -1 }, { problem: M.invalidBatch }],
    [{ title: 'T', content: 'C', batchNo: 1.5 }, { problem: M.invalidBatch }],
    [{ title: 'T', content: 'C', batchNo: '1' }, { problem: M.invalidBatch }],
    [{ title: 'T', content: 'C', pinned: 'yes' }, { problem: 'pinned must be true or false' }],
    [{ title: 'T', content: 'C', requiresAcknowledgement: 1 }, { problem: 'requiresAcknowledgement must be true or false' }],
    [null, { problem: M.titleRequired }],
  ])('%j -> %j', (body, expected) => expect(parseAnnouncementFields(body)).toEqual(expected));
});

describe('parseAnnouncementFields (update: only what is sent)', () => {
  it.each([
    [{ title: 'New' }, { fields: { title: 'New' } }],
    [{ batchNo: 0 }, { fields: { batchNo: null } }],
    [{ batchNo: null, pinned: false }, { fields: { batchNo: null, pinned: false } }],
    [{ requiresAcknowledgement: true }, { fields: { requiresAcknowledgement: true } }],
    [{ content: '' }, { problem: M.contentRequired }],
    [{}, { problem: M.nothingToUpdate }],
    [{ other: 1 }, { problem: M.nothingToUpdate }],
  ])('%j -> %j', (body, expected) => expect(parseAnnouncementFields(body, { partial: true })).toEqual(expected));
});

describe('ANNOUNCEMENT_MESSAGES', () => {
  it.each([
    [M.created, 'Announcement created'],
    [M.updated, 'Announcement updated'],
    [M.deleted, 'Announcement deleted'],
    [M.pinned, 'Announcement pinned'],
    [M.unpinned, 'Announcement unpinned'],
    [M.acknowledged, 'Announcement acknowledged'],
    [M.notFound, 'Announcement not found'],
    [M.acknowledgementNotRequired, 'This announcement does not ask for an acknowledgement'],
    [M.studentsOnly, 'Only students acknowledge announcements'],
    [M.invalidFlag('pinned'), 'pinned must be true or false'],
  ])('%s', (message, expected) => expect(message).toBe(expected));
});
