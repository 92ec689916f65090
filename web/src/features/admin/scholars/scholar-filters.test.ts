import { describe, expect, it } from 'vitest';
import { exportHref, scholarListArgs } from './scholar-filters';

const args = (query: string) => scholarListArgs(new URLSearchParams(query));

describe("the scholars' list in the address", () => {
  it('reads every filter, and nothing it does not know', () => {
    expect(args('q= juma &batch=2&status=SUSPENDED&missing=NHIF&year=2023-2024&sort=BATCH_NO&order=DESC&page=3')).toEqual({
      filter: {
        search: 'juma',
        batchNo: 2,
        status: 'SUSPENDED',
        missing: 'NHIF',
        year: '2023-2024',
        university: undefined,
        programme: undefined,
      },
      sort: 'BATCH_NO',
      order: 'DESC',
      page: 3,
      pageSize: 25,
    });
    expect(args('batch=x&status=Active&missing=PHOTO&sort=gpa&order=up&page=0')).toEqual({
      filter: {
        search: undefined,
        batchNo: undefined,
        status: undefined,
        missing: undefined,
        year: undefined,
        university: undefined,
        programme: undefined,
      },
      sort: 'NAME',
      order: 'ASC',
      page: 1,
      pageSize: 25,
    });
  });

  it('exports the same view with the provider’s names', () => {
    expect(exportHref(new URLSearchParams('q=juma&batch=2&missing=RESULTS&sort=JOINED_AT&order=DESC&page=4'))).toBe(
      '/exports/scholars.csv?search=juma&batchNo=2&missing=RESULTS&sort=createdAt&order=desc',
    );
    expect(exportHref(new URLSearchParams(''))).toBe('/exports/scholars.csv?sort=name&order=asc');
  });
});
