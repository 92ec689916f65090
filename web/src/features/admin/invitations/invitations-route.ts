import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';
import { invitationListArgs } from './invitation-filters';

const InvitationsQuery = graphql(`
  query Invitations($status: InvitationStatus, $search: String, $page: Int, $pageSize: Int) {
    invitations(status: $status, search: $search, page: $page, pageSize: $pageSize) {
      nodes {
        id
        ...InvitationRow_invitation
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

// The status, search and page are the address's: each change of them runs the loader again with them.
export const invitationsRoute = routeQuery(InvitationsQuery, ({ request }) => ({
  variables: invitationListArgs(new URL(request.url).searchParams),
}));
