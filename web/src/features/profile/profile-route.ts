import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';

const ProfilePageQuery = graphql(`
  query ProfilePage {
    me {
      id
      email
      ...ProfileDetails_profile
      ...ProfileEditForm_profile
    }
  }
`);

// Started by the route's loader (app/router.tsx) while the page's code loads.
export const profileRoute = routeQuery(ProfilePageQuery);
