import {
  ControlNumberFilter,
  EnrollmentStatus,
  ResultFilter,
  ScholarDocument,
  ScholarSort,
  SortOrder,
  type ScholarFilter,
} from '@/gql/graphql';
import { oneOf, pageOf, wholeNumberOf } from '../components/list-params';

// The scholars' list in the address: ?q=&batch=&status=&university=&programme=&missing=&result=&fee=&nhif=&year=&sort=&order=&page=
export const PAGE_SIZE = 25;

const text = (params: URLSearchParams, name: string) => params.get(name)?.trim() || undefined;

/** The address's filter, as the schema takes it (the year as people write it, 2024-2025). */
export function scholarFilter(params: URLSearchParams): ScholarFilter {
  return {
    search: text(params, 'q'),
    batchNo: wholeNumberOf(params, 'batch'),
    status: oneOf(params, 'status', Object.values(EnrollmentStatus)),
    university: text(params, 'university'),
    programme: text(params, 'programme'),
    missing: oneOf(params, 'missing', Object.values(ScholarDocument)),
    resultStatus: oneOf(params, 'result', Object.values(ResultFilter)),
    universityFeeStatus: oneOf(params, 'fee', Object.values(ControlNumberFilter)),
    nhifStatus: oneOf(params, 'nhif', Object.values(ControlNumberFilter)),
    year: text(params, 'year'),
  };
}

export function scholarListArgs(params: URLSearchParams) {
  return {
    filter: scholarFilter(params),
    sort: oneOf(params, 'sort', Object.values(ScholarSort)) ?? ScholarSort.Name,
    order: oneOf(params, 'order', Object.values(SortOrder)) ?? SortOrder.Asc,
    page: pageOf(params),
    pageSize: PAGE_SIZE,
  };
}

const EXPORT_NAMES: Record<string, string> = {
  q: 'search',
  batch: 'batchNo',
  status: 'status',
  university: 'university',
  programme: 'programme',
  missing: 'missing',
  year: 'year',
};
const EXPORT_SORT: Record<ScholarSort, string> = { NAME: 'name', BATCH_NO: 'batchNo', JOINED_AT: 'createdAt' };

/** The CSV export of the same view: the gateway's /exports/scholars.csv with the provider's parameter names. */
export function exportHref(params: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const [name, providerName] of Object.entries(EXPORT_NAMES)) {
    const value = text(params, name);
    if (value) query.set(providerName, value);
  }
  const { sort, order } = scholarListArgs(params);
  query.set('sort', EXPORT_SORT[sort]);
  query.set('order', order.toLowerCase());
  return `/exports/scholars.csv?${query.toString()}`;
}
