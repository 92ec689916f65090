// docs/behaviour.md §4 and 9: the payment list is reused for 5 minutes after it was fetched, then fetched again.
// Apollo's cache holds the list; this only remembers when it last came from the network.
export const PAYMENT_CACHE_MS = 5 * 60 * 1000;

export type HistoryFetchPolicy = 'cache-first' | 'network-only';

export function historyFetchPolicy(lastFetchedAt: number | undefined, now: number): HistoryFetchPolicy {
  return lastFetchedAt !== undefined && now - lastFetchedAt >= 0 && now - lastFetchedAt < PAYMENT_CACHE_MS ? 'cache-first' : 'network-only';
}

// Keyed by user so one scholar's fresh list never stands in for another's in the same tab.
const fetchedAt = new Map<string, number>();

export function lastHistoryFetch(userId: string): number | undefined {
  return fetchedAt.get(userId);
}

export function markHistoryFetched(userId: string, at: number): void {
  fetchedAt.set(userId, at);
}

/** After a submission the list is stale whatever the clock says. */
export function forgetHistoryFetch(userId: string): void {
  fetchedAt.delete(userId);
}
