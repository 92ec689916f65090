import { wholeNumberOf } from '../components/list-params';

// The analytics filters in the address: ?year=2024-2025&batch=2 (no year: the programme's current one; no batch: all).

/** The query's variables from the address (the year as people write it, as the AcademicYear scalar takes it). */
export function analyticsArgs(params: URLSearchParams): { year?: string; batchNo?: number } {
  return { year: params.get('year')?.trim() || undefined, batchNo: wholeNumberOf(params, 'batch') };
}
