import { isProviderYear } from '../academic-year/year-rules.js';
import { ENROLLMENT_STATUSES, isEnrollmentStatus, type EnrollmentStatus } from './enrollment-rules.js';

// GET /admin/students and its CSV export: what the query string may ask for.
export const MISSING_KINDS = ['RESULTS', 'UNIVERSITY_FEE', 'NHIF'] as const;
export type MissingKind = (typeof MISSING_KINDS)[number];
export const STUDENT_SORTS = ['name', 'batchNo', 'createdAt'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

/** Where the year's results stand: UPLOADED is any of the three. */
export const RESULT_FILTERS = ['UPLOADED', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;
/** Where a control number of the year stands: SUBMITTED is any of the four. */
export const CONTROL_NUMBER_FILTERS = ['SUBMITTED', 'UNPAID', 'PROCESSING', 'PAID', 'FAILED'] as const;
export type ResultFilter = (typeof RESULT_FILTERS)[number];
export type ControlNumberFilter = (typeof CONTROL_NUMBER_FILTERS)[number];

export interface StudentFilter {
  search?: string;
  batchNo?: number;
  status?: EnrollmentStatus;
  university?: string;
  programme?: string;
  missing?: MissingKind;
  resultStatus?: ResultFilter;
  universityFeeStatus?: ControlNumberFilter;
  nhifStatus?: ControlNumberFilter;
  /** The academic year "missing" is about: the query's, or the programme's current year. */
  year: string;
  sort: StudentSort;
  order: 'asc' | 'desc';
}

export type StudentQuery = Partial<
  Record<
    | 'search'
    | 'batchNo'
    | 'status'
    | 'university'
    | 'programme'
    | 'missing'
    | 'resultStatus'
    | 'universityFeeStatus'
    | 'nhifStatus'
    | 'year'
    | 'sort'
    | 'order',
    string
  >
>;

const oneOf = (name: string, values: readonly string[]) => `${name} must be one of ${values.join(', ')}`;

/** The filter a query string asks for, or the first reason it cannot be read. Empty values mean "any". */
export function parseStudentQuery(query: StudentQuery, currentYear: string): { filter: StudentFilter } | { problem: string } {
  const given = (key: keyof StudentQuery) => query[key]?.trim() || undefined;
  const filter: StudentFilter = { year: currentYear, sort: 'name', order: 'asc' };

  const search = given('search');
  if (search) filter.search = search;

  const batchNo = given('batchNo');
  if (batchNo !== undefined) {
    if (!/^\d{1,6}$/.test(batchNo) || Number(batchNo) < 1) return { problem: 'batchNo must be a whole number of at least 1' };
    filter.batchNo = Number(batchNo);
  }

  const status = given('status');
  if (status !== undefined) {
    if (!isEnrollmentStatus(status)) return { problem: oneOf('status', ENROLLMENT_STATUSES) };
    filter.status = status;
  }

  for (const key of ['university', 'programme'] as const) {
    const value = given(key);
    if (value) filter[key] = value;
  }

  const missing = given('missing');
  if (missing !== undefined) {
    if (!(MISSING_KINDS as readonly string[]).includes(missing)) return { problem: oneOf('missing', MISSING_KINDS) };
    filter.missing = missing as MissingKind;
  }

  const resultStatus = given('resultStatus');
  if (resultStatus !== undefined) {
    if (!(RESULT_FILTERS as readonly string[]).includes(resultStatus)) return { problem: oneOf('resultStatus', RESULT_FILTERS) };
    filter.resultStatus = resultStatus as ResultFilter;
  }

  for (const key of ['universityFeeStatus', 'nhifStatus'] as const) {
    const value = given(key);
    if (value === undefined) continue;
    if (!(CONTROL_NUMBER_FILTERS as readonly string[]).includes(value)) return { problem: oneOf(key, CONTROL_NUMBER_FILTERS) };
    filter[key] = value as ControlNumberFilter;
  }

  const year = given('year');
  if (year !== undefined) {
    if (!isProviderYear(year)) return { problem: 'year must look like Y2024_2025' };
    filter.year = year;
  }

  const sort = given('sort');
  if (sort !== undefined) {
    if (!(STUDENT_SORTS as readonly string[]).includes(sort)) return { problem: oneOf('sort', STUDENT_SORTS) };
    filter.sort = sort as StudentSort;
  }

  const order = given('order');
  if (order !== undefined) {
    if (order !== 'asc' && order !== 'desc') return { problem: oneOf('order', ['asc', 'desc']) };
    filter.order = order;
  }
  return { filter };
}
