import { describe, expect, it } from 'vitest';
import { forgetHistoryFetch, historyFetchPolicy, lastHistoryFetch, markHistoryFetched, PAYMENT_CACHE_MS } from './history-freshness';

const now = Date.parse('2025-03-01T10:00:00Z');

describe('historyFetchPolicy (5-minute cache, docs/behaviour.md §9)', () => {
  it.each([
    [undefined, 'network-only'],
    [now, 'cache-first'],
    [now - 60_000, 'cache-first'],
    [now - PAYMENT_CACHE_MS + 1, 'cache-first'],
    [now - PAYMENT_CACHE_MS, 'network-only'],
    [now - 60 * 60_000, 'network-only'],
    [now + 60_000, 'network-only'],
  ])('last fetched %j -> %s', (last, policy) => {
    expect(PAYMENT_CACHE_MS).toBe(300_000);
    expect(historyFetchPolicy(last, now)).toBe(policy);
  });

  it('remembers the fetch time per user until a submission forgets it', () => {
    markHistoryFetched('u1', now);
    expect(lastHistoryFetch('u1')).toBe(now);
    expect(lastHistoryFetch('u2')).toBeUndefined();
    forgetHistoryFetch('u1');
    expect(lastHistoryFetch('u1')).toBeUndefined();
  });
});
