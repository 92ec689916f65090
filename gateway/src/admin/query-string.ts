import { queryString, type Query } from '../lists/query-string.js';
import type { AuditFilter, InvitationStatus, ScholarFilter, ScholarSort, SortOrder } from '../generated/resolvers.js';

// GraphQL arguments as the provider's admin query strings. Empty values are left out (the provider reads them as "any").

const PROVIDER_SORT: Record<ScholarSort, string> = { NAME: 'name', BATCH_NO: 'batchNo', JOINED_AT: 'createdAt' };

export { queryString, type Query } from '../lists/query-string.js';

export interface ScholarListArgs {
  filter?: ScholarFilter | null;
  sort?: ScholarSort | null;
  order?: SortOrder | null;
  page?: number | null;
  pageSize?: number | null;
}

/** The filters of the scholars' list and export (the year arrives in the provider's form from the AcademicYear scalar). */
export function scholarQuery({ filter, sort, order, page, pageSize }: ScholarListArgs): Query {
  return queryString({
    search: filter?.search,
    batchNo: filter?.batchNo,
    status: filter?.status,
    university: filter?.university,
    programme: filter?.programme,
    missing: filter?.missing,
    resultStatus: filter?.resultStatus,
    universityFeeStatus: filter?.universityFeeStatus,
    nhifStatus: filter?.nhifStatus,
    year: filter?.year,
    sort: sort ? PROVIDER_SORT[sort] : undefined,
    order: order?.toLowerCase(),
    page,
    pageSize,
  });
}

export function auditQuery(filter: AuditFilter | null | undefined, page?: number | null, pageSize?: number | null): Query {
  return queryString({ actor: filter?.actor, entity: filter?.entity, entityId: filter?.entityId, action: filter?.action, page, pageSize });
}

type Maybe<T> = T | null | undefined;

export const yearQuery = (year: Maybe<string>): Query => queryString({ year });

export const pageQuery = (page: Maybe<number>, pageSize: Maybe<number>): Query => queryString({ page, pageSize });

export const invitationQuery = (
  status: Maybe<InvitationStatus>,
  search: Maybe<string>,
  page: Maybe<number>,
  pageSize: Maybe<number>,
): Query => queryString({ status, search, page, pageSize });
