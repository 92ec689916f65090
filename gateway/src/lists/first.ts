/** A `limit` argument: the first n items; all of them when it is null or omitted; none below 1. */
export function firstN<T>(items: readonly T[], limit: number | null | undefined): T[] {
  if (limit === null || limit === undefined) return [...items];
  return items.slice(0, Math.max(0, limit));
}
