import { ResultStatus } from '@/gql/graphql';
import { oneOf, pageOf, wholeNumberOf } from '../components/list-params';

// The results desk in the address. Queue: ?year=&batch=&status=&page= (status defaults to waiting for review;
// status=ALL is every status). Not uploaded: ?year=&batch=&page=. The year as people write it, 2024-2025.
export const PAGE_SIZE = 25;
export const ALL_STATUSES = 'ALL';
export const QUEUE_STATUSES = [ResultStatus.Submitted, ResultStatus.Approved, ResultStatus.Rejected] as const;

const yearOf = (params: URLSearchParams) => params.get('year')?.trim() || undefined;

/** The queue's status: the address's, waiting for review when it names none, any with ALL. */
export function queueStatus(params: URLSearchParams): ResultStatus | undefined {
  if (params.get('status') === ALL_STATUSES) return undefined;
  return oneOf(params, 'status', QUEUE_STATUSES) ?? ResultStatus.Submitted;
}

export function queueArgs(params: URLSearchParams) {
  return {
    filter: { year: yearOf(params), batchNo: wholeNumberOf(params, 'batch'), status: queueStatus(params) },
    page: pageOf(params),
    pageSize: PAGE_SIZE,
  };
}

export function notUploadedArgs(params: URLSearchParams) {
  return { year: yearOf(params), batchNo: wholeNumberOf(params, 'batch'), page: pageOf(params), pageSize: PAGE_SIZE };
}
