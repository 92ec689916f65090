import { describe, expect, it } from 'vitest';
import { notUploadedArgs, queueArgs } from './results-desk-params';

const params = (query: string) => new URLSearchParams(query);

describe('queueArgs', () => {
  it.each([
    ['', { year: undefined, batchNo: undefined, status: 'SUBMITTED' }, 1],
    ['status=ALL', { year: undefined, batchNo: undefined, status: undefined }, 1],
    ['year=2023-2024&batch=2&status=REJECTED&page=3', { year: '2023-2024', batchNo: 2, status: 'REJECTED' }, 3],
    ['status=COMPLETED&batch=zero&page=-1', { year: undefined, batchNo: undefined, status: 'SUBMITTED' }, 1],
  ])('%s', (query, filter, page) => {
    expect(queueArgs(params(query))).toEqual({ filter, page, pageSize: 25 });
  });
});

describe('notUploadedArgs', () => {
  it.each([
    ['', { year: undefined, batchNo: undefined, page: 1, pageSize: 25 }],
    ['year=2024-2025&batch=1&page=2', { year: '2024-2025', batchNo: 1, page: 2, pageSize: 25 }],
  ])('%s', (query, expected) => {
    expect(notUploadedArgs(params(query))).toEqual(expected);
  });
});
