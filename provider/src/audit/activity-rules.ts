// docs/behaviour.md §9: account activity defaults limit 50, offset 0. The cap keeps one page cheap.
export const ACTIVITY_DEFAULT_LIMIT = 50;
export const ACTIVITY_MAX_LIMIT = 100;

export const INVALID_PAGING_MESSAGE = 'limit must be a whole number of at least 1 and offset a whole number of at least 0';

export interface ActivityPage {
  limit: number;
  offset: number;
}

/** The page a query string asks for (limit capped at 100), or why it cannot be read. */
export function activityPage(query: { limit?: string; offset?: string }): { page: ActivityPage } | { problem: string } {
  const limit = wholeNumber(query.limit, ACTIVITY_DEFAULT_LIMIT);
  const offset = wholeNumber(query.offset, 0);
  if (limit === null || offset === null || limit < 1) return { problem: INVALID_PAGING_MESSAGE };
  return { page: { limit: Math.min(limit, ACTIVITY_MAX_LIMIT), offset } };
}

function wholeNumber(value: string | undefined, fallback: number): number | null {
  if (value === undefined || value.trim() === '') return fallback;
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
}
