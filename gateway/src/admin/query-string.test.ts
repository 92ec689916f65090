import { describe, expect, it } from 'vitest';
import { auditQuery, queryString, scholarQuery } from './query-string.js';

describe('admin query strings', () => {
  it.each([
    [{}, ''],
    [{ filter: { search: '  juma ', batchNo: 2, status: 'SUSPENDED' as const } }, '?search=juma&batchNo=2&status=SUSPENDED'],
    [{ filter: { missing: 'NHIF' as const, year: 'Y2023_2024' } }, '?missing=NHIF&year=Y2023_2024'],
    [
      { filter: { resultStatus: 'UPLOADED' as const, universityFeeStatus: 'PAID' as const, nhifStatus: 'SUBMITTED' as const } },
      '?resultStatus=UPLOADED&universityFeeStatus=PAID&nhifStatus=SUBMITTED',
    ],
    [{ filter: { university: 'St. Augustine University of Tanzania' } }, '?university=St.+Augustine+University+of+Tanzania'],
    [{ sort: 'JOINED_AT' as const, order: 'DESC' as const, page: 2, pageSize: 50 }, '?sort=createdAt&order=desc&page=2&pageSize=50'],
    [{ sort: 'BATCH_NO' as const, filter: { search: '' } }, '?sort=batchNo'],
    [{ filter: { search: 'a&b=c' } }, '?search=a%26b%3Dc'],
  ])('%j -> %s', (args, expected) => {
    expect(scholarQuery(args)).toBe(expected);
  });

  it('writes the audit filters and leaves out what is empty', () => {
    expect(auditQuery({ actor: 'officer@x.example', entity: null, action: '' }, 3, 10)).toBe(
      '?actor=officer%40x.example&page=3&pageSize=10',
    );
    expect(auditQuery({ entity: 'programme_settings' }, null, null)).toBe('?entity=programme_settings');
    expect(queryString({ a: null, b: undefined, c: ' ' })).toBe('');
  });
});
