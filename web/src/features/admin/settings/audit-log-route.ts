import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';
import { auditListArgs } from './audit-filters';

const AuditLogQuery = graphql(`
  query AuditLog($filter: AuditFilter, $page: Int, $pageSize: Int) {
    auditLog(filter: $filter, page: $page, pageSize: $pageSize) {
      nodes {
        ...AuditTable_entry
      }
      pageInfo {
        page
        pageSize
        totalCount
        hasNextPage
        hasPreviousPage
      }
    }
  }
`);

// The filters and the page are the address's: each change of them runs the loader again with them.
export const auditLogRoute = routeQuery(AuditLogQuery, ({ request }) => ({ variables: auditListArgs(new URL(request.url).searchParams) }));
