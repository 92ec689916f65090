import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';
import { controlNumberArgs } from './payment-desk-params';

const ControlNumbersQuery = graphql(`
  query ControlNumbers($filter: ControlNumberListFilter, $page: Int, $pageSize: Int) {
    programmeSettings {
      currentAcademicYear
    }
    programmeBatches
    controlNumbers(filter: $filter, page: $page, pageSize: $pageSize) {
      nodes {
        id
        ...ControlNumberTable_row
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
export const controlNumbersRoute = routeQuery(ControlNumbersQuery, ({ request }) => ({
  variables: controlNumberArgs(new URL(request.url).searchParams),
}));
