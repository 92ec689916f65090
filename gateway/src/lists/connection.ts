import type { PageInfo } from '../generated/resolvers.js';

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
