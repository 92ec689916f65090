// The admin lists' paging: `?page=` from 1 and `?pageSize=` (default 25, capped at 100), answered as
// `{ items, total, page, pageSize }`.
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export const INVALID_PAGE_MESSAGE = 'page and pageSize must be whole numbers of at least 1';

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

/** The page a query string asks for, or why it cannot be read. A pageSize above 100 is served as 100. */
export function pageRequest(query: { page?: string; pageSize?: string }): { page: PageRequest } | { problem: string } {
  const page = wholeNumber(query.page, 1);
  const size = wholeNumber(query.pageSize, DEFAULT_PAGE_SIZE);
  if (page === null || size === null || page < 1 || size < 1) return { problem: INVALID_PAGE_MESSAGE };
  const pageSize = Math.min(size, MAX_PAGE_SIZE);
  return { page: { page, pageSize, offset: (page - 1) * pageSize } };
}

function wholeNumber(value: string | undefined, fallback: number): number | null {
  if (value === undefined || value.trim() === '') return fallback;
  return /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/** A paged answer's JSON schema, its items of the shared schema `itemId`. */
export const pagedSchema = (itemId: string) =>
  ({
    type: 'object',
    required: ['items', 'total', 'page', 'pageSize'],
    properties: {
      items: { type: 'array', items: { $ref: `${itemId}#` } },
      total: { type: 'integer' },
      page: { type: 'integer', minimum: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
    },
  }) as const;

/** The query-string schema of paging, to spread into a list's querystring properties. */
export const pagingQuery = {
  page: { type: 'string', maxLength: 12, description: 'From 1 (default 1)' },
  pageSize: {
    type: 'string',
    maxLength: 12,
    description: `Default ${DEFAULT_PAGE_SIZE}; above ${MAX_PAGE_SIZE} is served as ${MAX_PAGE_SIZE}`,
  },
} as const;
