import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';
import { runsArgs } from './disbursement-params';

const DisbursementRunsQuery = graphql(`
  query DisbursementRuns($status: DisbursementRunStatus, $page: Int, $pageSize: Int) {
    disbursementRuns(status: $status, page: $page, pageSize: $pageSize) {
      nodes {
        id
        ...RunsTable_run
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

// The status and the page are the address's: each change of them runs the loader again with them.
export const runsRoute = routeQuery(DisbursementRunsQuery, ({ request }) => ({ variables: runsArgs(new URL(request.url).searchParams) }));
