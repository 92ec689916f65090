export const ACTIVITY_DEFAULT_LIMIT = 50;
export const ACTIVITY_MAX_LIMIT = 100;

/** docs/behaviour.md §9: limit 50 and offset 0 by default; out-of-range values are brought into range. */
export function activityPaging(limit: number | null | undefined, offset: number | null | undefined): { limit: number; offset: number } {
  const wantedLimit = limit ?? ACTIVITY_DEFAULT_LIMIT;
  return {
    limit: Math.min(Math.max(Math.trunc(wantedLimit), 1), ACTIVITY_MAX_LIMIT),
    offset: Math.max(Math.trunc(offset ?? 0), 0),
  };
}
