import type { ControlNumberListFilter, PaymentType } from '../generated/resolvers.js';
import { queryString, type Query } from '../lists/query-string.js';

type Maybe<T> = T | null | undefined;

/** The desk's filters as the provider's query string (the year arrives in the provider's form from the AcademicYear scalar). */
export const controlNumberQuery = (filter: Maybe<ControlNumberListFilter>, page: Maybe<number>, pageSize: Maybe<number>): Query =>
  queryString({
    year: filter?.year,
    type: filter?.type,
    batchNo: filter?.batchNo,
    status: filter?.status,
    flagged: filter?.flagged ? 'true' : undefined,
    search: filter?.search,
    page,
    pageSize,
  });

export const missingQuery = (args: {
  type: PaymentType;
  year?: Maybe<string>;
  batchNo?: Maybe<number>;
  page?: Maybe<number>;
  pageSize?: Maybe<number>;
}) => queryString({ type: args.type, year: args.year, batchNo: args.batchNo, page: args.page, pageSize: args.pageSize });

export const reconcileQuery = (year: string, type: PaymentType, dryRun: boolean): Query =>
  queryString({ year, type, dryRun: String(dryRun) });
