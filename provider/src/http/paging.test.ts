import { describe, expect, it } from 'vitest';
import { INVALID_PAGE_MESSAGE, pageRequest } from './paging.js';

const INVALID = { problem: INVALID_PAGE_MESSAGE };

describe('pageRequest (page from 1, pageSize 25 by default and at most 100)', () => {
  it.each([
    [{}, { page: { page: 1, pageSize: 25, offset: 0 } }],
    [{ page: '', pageSize: ' ' }, { page: { page: 1, pageSize: 25, offset: 0 } }],
    [{ page: '3' }, { page: { page: 3, pageSize: 25, offset: 50 } }],
    [{ page: '2', pageSize: '10' }, { page: { page: 2, pageSize: 10, offset: 10 } }],
    [{ pageSize: '100' }, { page: { page: 1, pageSize: 100, offset: 0 } }],
    [{ page: '2', pageSize: '5000' }, { page: { page: 2, pageSize: 100, offset: 100 } }],
    [{ page: '0' }, INVALID],
    [{ pageSize: '0' }, INVALID],
    [{ page: '-1' }, INVALID],
    [{ page: '1.5' }, INVALID],
    [{ pageSize: 'ten' }, INVALID],
    [{ page: '99999999999999999999' }, INVALID],
  ])('%j -> %j', (query, expected) => {
    expect(pageRequest(query)).toEqual(expected);
  });
});
