import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';
import { pageOf } from '../components/list-params';

export const ADMINISTRATORS_PAGE_SIZE = 25;

const AdministratorsQuery = graphql(`
  query Administrators($page: Int, $pageSize: Int) {
    administrators(page: $page, pageSize: $pageSize) {
      nodes {
        id
        ...AdministratorRow_administrator
      }
      pageInfo {
        page
        pageSize
        totalCount
        hasNextPage
        hasPreviousPage
      }
    }
    administratorInvitations {
      id
      ...PendingAdministrator_invitation
    }
  }
`);

// The page is the address's (?page=): each change of it runs the loader again.
export const administratorsRoute = routeQuery(AdministratorsQuery, ({ request }) => ({
  variables: { page: pageOf(new URL(request.url).searchParams), pageSize: ADMINISTRATORS_PAGE_SIZE },
}));
