import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';

const SecurityPageQuery = graphql(`
  query SecurityPage {
    accountPreferences {
      ...SecurityEmailForm_preferences
      ...TwoFactorCard_preferences
    }
  }
`);

// Started by the route's loader (app/router.tsx) while the page's code loads.
export const securityRoute = routeQuery(SecurityPageQuery);
