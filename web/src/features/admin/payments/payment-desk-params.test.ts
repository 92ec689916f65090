import { describe, expect, it } from 'vitest';
import { controlNumberArgs, missingArgs } from './payment-desk-params';

describe('controlNumberArgs', () => {
  it.each([
    ['', { year: undefined, type: undefined, batchNo: undefined, status: undefined, flagged: undefined, search: undefined }, 1],
    [
      '?year=2023-2024&type=NHIF&batch=2&status=FAILED&attention=1&q=%20amina%20&page=3',
      { year: '2023-2024', type: 'NHIF', batchNo: 2, status: 'FAILED', flagged: true, search: 'amina' },
      3,
    ],
    [
      '?type=nhif&status=paid&batch=x&attention=yes&page=0',
      { year: undefined, type: undefined, batchNo: undefined, status: undefined, flagged: undefined, search: undefined },
      1,
    ],
  ])('%s', (search, filter, page) => {
    expect(controlNumberArgs(new URLSearchParams(search))).toEqual({ filter, page, pageSize: 25 });
  });
});

describe('missingArgs', () => {
  it('defaults to the university fee', () => {
    expect(missingArgs(new URLSearchParams(''))).toEqual({
      type: 'UNIVERSITY_FEE',
      year: undefined,
      batchNo: undefined,
      page: 1,
      pageSize: 25,
    });
    expect(missingArgs(new URLSearchParams('?type=NHIF&batch=1&year=2024-2025'))).toMatchObject({
      type: 'NHIF',
      batchNo: 1,
      year: '2024-2025',
    });
  });
});
