import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';
import { scholarListArgs } from './scholar-filters';

const ScholarsQuery = graphql(`
  query Scholars($filter: ScholarFilter, $sort: ScholarSort, $order: SortOrder, $page: Int, $pageSize: Int) {
    programmeSettings {
      currentAcademicYear
    }
    programmeBatches
    scholars(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {
      nodes {
        id
        ...ScholarTableRow_scholar
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

// The filters, sort and page are the address's: each change of them runs the loader again with them.
export const scholarsRoute = routeQuery(ScholarsQuery, ({ request }) => ({
  variables: scholarListArgs(new URL(request.url).searchParams),
}));
