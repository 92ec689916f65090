import { DisbursementRunStatus } from '@/gql/graphql';
import { oneOf, pageOf } from '../components/list-params';

// The disbursement desk in the address. Runs: ?status=&page=. A run: ?q=&page= (its included scholars, searched by
// name) and ?xq=&xpage= (its excluded ones). A new run: ?year= (the academic year whose rules are shown).
export const PAGE_SIZE = 25;
export const EXCLUDED_PAGE = 'xpage';

const text = (params: URLSearchParams, name: string) => params.get(name)?.trim() || undefined;

export function runsArgs(params: URLSearchParams) {
  return { status: oneOf(params, 'status', Object.values(DisbursementRunStatus)), page: pageOf(params), pageSize: PAGE_SIZE };
}

/** The run page's rows: what the page's query and every change of the run ask for, so the answer replaces what is shown. */
export function runRowArgs(params: URLSearchParams) {
  return {
    search: text(params, 'q'),
    page: pageOf(params),
    excludedSearch: text(params, 'xq'),
    excludedPage: pageOf(params, EXCLUDED_PAGE),
    pageSize: PAGE_SIZE,
  };
}

/**
 * When the bank paid, from a date picked on the page: today is now (the approval may be from this morning); an
 * earlier day is its last minute in the officer's time zone, so it reads as that day and is never before an approval
 * made on it. Undefined means now.
 */
export function paidAtOf(date: string, now: Date): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 0);
  if (day.getTime() >= now.getTime()) return undefined;
  return day.toISOString();
}

/** A date input's value for a day in the officer's time zone: 2025-02-01. */
export function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
