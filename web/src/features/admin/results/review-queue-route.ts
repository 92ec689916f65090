import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';
import { queueArgs } from './results-desk-params';

const ReviewQueueQuery = graphql(`
  query ReviewQueue($filter: ResultReviewFilter, $page: Int, $pageSize: Int) {
    programmeSettings {
      currentAcademicYear
    }
    programmeBatches
    resultReviewQueue(filter: $filter, page: $page, pageSize: $pageSize) {
      nodes {
        id
        ...ReviewQueueRow_item
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
export const reviewQueueRoute = routeQuery(ReviewQueueQuery, ({ request }) => ({
  variables: queueArgs(new URL(request.url).searchParams),
}));
