import type { PageInfo } from '../generated/resolvers.js';
import { UserFacingError } from '../errors/user-facing.js';

/** A provider page `{ items, total, page, pageSize }`. */
export interface PageDTO<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

// A provider page as the schema's connection: `{ nodes, pageInfo }`.
export function pageInfo(page: Pick<PageDTO<unknown>, 'page' | 'pageSize' | 'total'>): PageInfo {
  return {
    page: page.page,
    pageSize: page.pageSize,
    totalCount: page.total,
    hasNextPage: page.page * page.pageSize < page.total,
    hasPreviousPage: page.page > 1,
  };
}

export const connection = <T, N>(page: PageDTO<T>, node: (item: T) => N) => ({ nodes: page.items.map(node), pageInfo: pageInfo(page) });

/** The provider's words for a page it cannot read: a list the gateway pages itself answers the same. */
export const INVALID_PAGE_MESSAGE = 'page and pageSize must be whole numbers of at least 1';
const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;

/**
 * A page of a list the gateway holds whole (a stipend run's rows come with the run), by the provider's paging rules:
 * `page` from 1, `pageSize` 25 by default and served as 100 above that.
 */
export function pageOf<T>(items: readonly T[], page?: number | null, pageSize?: number | null): PageDTO<T> {
  const at = page ?? 1;
  const size = pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(at) || at < 1 || !Number.isInteger(size) || size < 1)
    throw new UserFacingError(INVALID_PAGE_MESSAGE, 'BAD_USER_INPUT');
  const served = Math.min(size, MAX_PAGE_SIZE);
  return { items: items.slice((at - 1) * served, at * served), total: items.length, page: at, pageSize: served };
}
