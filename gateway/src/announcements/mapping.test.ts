import { describe, expect, it } from 'vitest';
import { toAcknowledgements, toAnnouncement, toAnnouncementBody, toBatchNo, toCategory, toPriority, toTags } from './mapping.js';

describe('toCategory (docs/behaviour.md §3)', () => {
  it.each([
    [1, 'batch1'],
    ['1', 'batch1'],
    [2, 'batch2'],
    ['2', 'batch2'],
    [0, 'all'],
    [3, 'all'],
    [null, 'all'],
    [undefined, 'all'],
    ['', 'all'],
  ])('batchNo %j -> %s', (batchNo, expected) => {
    expect(toCategory(batchNo)).toBe(expected);
  });
});

describe('toPriority (docs/behaviour.md §3: first match wins, title and content, any case)', () => {
  it.each([
    ['URGENT: stipend delay', '', 'urgent'],
    ['Notice', 'Important: bring your ID', 'urgent'],
    ['Results', 'The deadline is Friday', 'urgent'],
    ['Important news', 'no colon here', 'low'],
    ['Forms', 'Signature required', 'high'],
    ['Forms', 'Attendance is MANDATORY', 'high'],
    ['Forms', 'You must attend', 'high'],
    ['Reminder', 'Orientation on Monday', 'medium'],
    ['Notice', 'Please note the new office hours', 'medium'],
    ['Portal update', '', 'medium'],
    ['Welcome', 'Karibu to the programme', 'low'],
    ['Reminder', 'Deadline Friday, attendance required', 'urgent'],
    ['Update', 'Attendance is required', 'high'],
  ])('%j / %j -> %s', (title, content, expected) => {
    expect(toPriority(title, content)).toBe(expected);
  });
});

describe('toTags (docs/behaviour.md §3)', () => {
  it.each([
    ['Scholarship renewal', '', ['scholarship']],
    ['Application window', '', ['application']],
    ['Deadline', '', ['deadline']],
    ['Payment received', '', ['payment']],
    ['Stipend for March', '', ['payment']],
    ['Mentorship sessions', '', ['mentorship']],
    ['Batch 1 meeting', '', ['batch1']],
    ['For batch2', '', ['batch2']],
    ['Batch 12 is not batch 1', '', ['batch1']],
    ['Upload documents', '', ['documents']],
    ['Academic results', '', ['academic']],
    ['Orientation day', '', ['orientation']],
    ['Hello', 'Nothing to see', []],
    [
      'Stipend and NHIF',
      'Scholarship payment deadline for batch 2 academic documents; mentorship orientation application',
      ['scholarship', 'application', 'deadline', 'payment', 'mentorship', 'batch2', 'documents', 'academic', 'orientation'],
    ],
  ])('%j / %j -> %j', (title, content, expected) => {
    expect(toTags(title, content)).toEqual(expected);
  });
});

describe('toAnnouncement', () => {
  it('maps a provider announcement', () => {
    expect(
      toAnnouncement({
        announcementId: '9',
        title: 'Results upload deadline',
        content: 'Upload your academic results by 15 October.',
        senderName: 'Programme Office',
        createdAt: '2025-01-10T07:00:00.000Z',
        batchNo: 2,
        pinned: true,
      }),
    ).toEqual({
      id: '9',
      title: 'Results upload deadline',
      content: 'Upload your academic results by 15 October.',
      senderName: 'Programme Office',
      createdAt: '2025-01-10T07:00:00.000Z',
      category: 'batch2',
      priority: 'urgent',
      pinned: true,
      tags: ['deadline', 'academic'],
      batchNo: 2,
      requiresAcknowledgement: false,
      acknowledgedAt: null,
    });
  });

  it('carries the acknowledgement fields', () => {
    expect(
      toAnnouncement({ announcementId: 'a2', requiresAcknowledgement: true, acknowledgedAt: '2025-02-01T10:00:00.000Z' }),
    ).toMatchObject({ requiresAcknowledgement: true, acknowledgedAt: '2025-02-01T10:00:00.000Z' });
  });

  it('fills what a bare announcement lacks', () => {
    expect(toAnnouncement({ announcementId: 'a1' })).toEqual({
      id: 'a1',
      title: '',
      content: '',
      senderName: '',
      createdAt: '',
      category: 'all',
      priority: 'low',
      pinned: false,
      tags: [],
      batchNo: null,
      requiresAcknowledgement: false,
      acknowledgedAt: null,
    });
  });
});

describe('toBatchNo', () => {
  it.each([
    [1, 1],
    ['2', 2],
    [3, 3],
    [0, null],
    [null, null],
    [undefined, null],
    ['', null],
    [-1, null],
    [1.5, null],
    ['x', null],
  ])('%j -> %j', (batchNo, expected) => expect(toBatchNo(batchNo)).toBe(expected));
});

describe('toAnnouncementBody', () => {
  it.each([
    [
      { title: 'T', content: 'C' },
      { title: 'T', content: 'C', batchNo: null, pinned: false, requiresAcknowledgement: false },
    ],
    [
      { title: 'T', content: 'C', batchNo: 0, pinned: null },
      { title: 'T', content: 'C', batchNo: null, pinned: false, requiresAcknowledgement: false },
    ],
    [
      { title: 'T', content: 'C', batchNo: 2, pinned: true, requiresAcknowledgement: true },
      { title: 'T', content: 'C', batchNo: 2, pinned: true, requiresAcknowledgement: true },
    ],
  ])('%j -> %j', (input, expected) => expect(toAnnouncementBody(input)).toEqual(expected));
});

describe('toAcknowledgements', () => {
  it('maps both lists, pending ones without a date', () => {
    expect(
      toAcknowledgements({
        acknowledged: [{ id: '1', name: 'Amina', email: 'a@x', acknowledgedAt: '2025-01-01T00:00:00Z' }],
        pending: [{ id: 'u2', name: 'Baraka', email: 'b@x' }],
      }),
    ).toEqual({
      acknowledged: [{ id: '1', name: 'Amina', email: 'a@x', acknowledgedAt: '2025-01-01T00:00:00Z' }],
      pending: [{ id: 'u2', name: 'Baraka', email: 'b@x', acknowledgedAt: null }],
    });
  });

  it('reads anything but lists as nobody', () => {
    expect(toAcknowledgements({ acknowledged: 'x' as never })).toEqual({ acknowledged: [], pending: [] });
  });
});
