import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';

// Loaded with the route (app/router.tsx), apart from the page's code.
export const resultsRoute = routeQuery(
  graphql(`
    query ResultsPage {
      results {
        id
        ...ResultItem_result
      }
    }
  `),
);
