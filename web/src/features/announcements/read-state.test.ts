import { describe, expect, it } from 'vitest';
import { loadReadIds, readStateKey, saveReadIds, unreadCount, withRead } from './read-state';

// A Storage with the two methods used, over a Map (vitest runs web tests without a browser).
function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('read state', () => {
  it('is kept per user under announcementsRead:<userId>', () => {
    const store = memoryStore();
    saveReadIds(store, 'u1', new Set(['a', 'b']));
    expect(readStateKey('u1')).toBe('announcementsRead:u1');
    expect(store.items.get('announcementsRead:u1')).toBe('["a","b"]');
    expect(loadReadIds(store, 'u1')).toEqual(new Set(['a', 'b']));
    expect(loadReadIds(store, 'u2')).toEqual(new Set());
  });

  it.each([
    ['not json', []],
    ['{"a":1}', []],
    ['["a",2,null,"b"]', ['a', 'b']],
  ])('reads %j as %j', (raw, ids) => {
    expect(loadReadIds(memoryStore({ 'announcementsRead:u1': raw }), 'u1')).toEqual(new Set(ids));
  });

  it('marks read and counts the unread', () => {
    const read = withRead(new Set(['a']), ['b', 'a']);
    expect(read).toEqual(new Set(['a', 'b']));
    expect(unreadCount(['a', 'b', 'c', 'd'], read)).toBe(2);
    expect(unreadCount([], read)).toBe(0);
  });
});
