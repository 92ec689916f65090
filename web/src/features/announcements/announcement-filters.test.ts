import { describe, expect, it } from 'vitest';
import { filterParams, isFiltered, matches, NO_FILTERS, readFilters, visibleAnnouncements, type Filterable } from './announcement-filters';

describe('readFilters / filterParams', () => {
  it.each([
    ['', NO_FILTERS, ''],
    ['category=batch1', { ...NO_FILTERS, category: 'batch1' }, 'category=batch1'],
    ['category=all', NO_FILTERS, ''],
    ['category=batch3&priority=soon&tag=lunch', NO_FILTERS, ''],
    [
      'priority=urgent&tag=deadline&q=stipend',
      { ...NO_FILTERS, priority: 'urgent', tag: 'deadline', search: 'stipend' },
      'priority=urgent&tag=deadline&q=stipend',
    ],
    ['q=+', { ...NO_FILTERS, search: ' ' }, ''],
  ])('?%s', (query, filters, normalised) => {
    const read = readFilters(new URLSearchParams(query));
    expect(read).toEqual(filters);
    expect(filterParams(read).toString()).toBe(normalised);
    expect(isFiltered(read)).toBe(normalised !== '');
  });
});

const announcement = (over: Partial<Filterable> = {}): Filterable => ({
  title: 'Stipend disbursement',
  content: 'Check your account number.',
  senderName: 'Programme Administrator',
  category: 'all',
  priority: 'medium',
  tags: ['payment'],
  pinned: false,
  createdAt: '2025-10-27T07:00:00Z',
  ...over,
});

describe('matches', () => {
  it.each([
    [NO_FILTERS, {}, true],
    [{ ...NO_FILTERS, category: 'batch1' }, { category: 'batch1' }, true],
    [{ ...NO_FILTERS, category: 'batch1' }, { category: 'all' }, false],
    [{ ...NO_FILTERS, category: 'batch2' }, { category: 'batch1' }, false],
    [{ ...NO_FILTERS, priority: 'urgent' }, { priority: 'urgent' }, true],
    [{ ...NO_FILTERS, priority: 'urgent' }, { priority: 'high' }, false],
    [{ ...NO_FILTERS, tag: 'payment' }, {}, true],
    [{ ...NO_FILTERS, tag: 'deadline' }, {}, false],
    [{ ...NO_FILTERS, search: 'STIPEND' }, {}, true],
    [{ ...NO_FILTERS, search: 'account number' }, {}, true],
    [{ ...NO_FILTERS, search: 'programme admin' }, {}, true],
    [{ ...NO_FILTERS, search: 'mentor' }, {}, false],
    [{ ...NO_FILTERS, priority: 'medium', tag: 'payment', search: 'stipend' }, {}, true],
  ] as const)('%j on %j -> %s', (filters, over, expected) => {
    expect(matches(announcement(over), filters)).toBe(expected);
  });
});

describe('visibleAnnouncements', () => {
  it('keeps the matching ones, pinned first, then newest first', () => {
    const list = [
      announcement({ title: 'old', createdAt: '2025-01-01T00:00:00Z' }),
      announcement({ title: 'pinned old', pinned: true, createdAt: '2024-01-01T00:00:00Z' }),
      announcement({ title: 'new', createdAt: '2025-06-01T00:00:00Z' }),
      announcement({ title: 'pinned new', pinned: true, createdAt: '2025-02-01T00:00:00Z' }),
      announcement({ title: 'urgent', priority: 'urgent', createdAt: '2025-12-01T00:00:00Z' }),
    ];
    expect(visibleAnnouncements(list, NO_FILTERS).map((a) => a.title)).toEqual(['pinned new', 'pinned old', 'urgent', 'new', 'old']);
    expect(visibleAnnouncements(list, { ...NO_FILTERS, priority: 'medium' }).map((a) => a.title)).toEqual([
      'pinned new',
      'pinned old',
      'new',
      'old',
    ]);
  });

  it('keeps the server order (newest first by insertion sequence) for announcements sent at the same instant', () => {
    const sameInstant = '2025-06-01T08:00:00.000Z';
    const serverOrder = ['sixth', 'fifth', 'fourth', 'third', 'second', 'first'];
    const fromServer = serverOrder.map((title) => announcement({ title, createdAt: sameInstant }));
    expect(visibleAnnouncements(fromServer, NO_FILTERS).map((a) => a.title)).toEqual(serverOrder);
  });
});
