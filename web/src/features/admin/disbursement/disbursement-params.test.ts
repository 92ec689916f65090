import { describe, expect, it } from 'vitest';
import { dateInputValue, paidAtOf, runRowArgs, runsArgs } from './disbursement-params';

const params = (query: string) => new URLSearchParams(query);

describe('the disbursement desk in the address', () => {
  it('reads the runs’ status and page, nothing else', () => {
    expect(runsArgs(params('status=PAID&page=2'))).toEqual({ status: 'PAID', page: 2, pageSize: 25 });
    expect(runsArgs(params('status=paid'))).toEqual({ status: undefined, page: 1, pageSize: 25 });
  });

  it('reads both row lists of a run apart', () => {
    expect(runRowArgs(params('q=%20Asha%20&page=2&xq=Juma&xpage=3'))).toEqual({
      search: 'Asha',
      page: 2,
      excludedSearch: 'Juma',
      excludedPage: 3,
      pageSize: 25,
    });
    expect(runRowArgs(params(''))).toEqual({ search: undefined, page: 1, excludedSearch: undefined, excludedPage: 1, pageSize: 25 });
  });
});

describe('paidAtOf', () => {
  const now = new Date(2025, 1, 10, 9, 30);
  it('is now for today and the last minute of an earlier day', () => {
    expect(paidAtOf(dateInputValue(now), now)).toBeUndefined();
    expect(paidAtOf('2025-02-07', now)).toBe(new Date(2025, 1, 7, 23, 59).toISOString());
  });
  it('sends nothing for what is not a date', () => {
    expect(paidAtOf('', now)).toBeUndefined();
    expect(paidAtOf('07/02/2025', now)).toBeUndefined();
  });
});
