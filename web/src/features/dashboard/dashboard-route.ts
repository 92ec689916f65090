import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';
import { readViewer } from '@/shared/session/viewer';

// One request for the whole screen, composed from each card's fragment. Results, payments, the stipend and the
// to-do list are a scholar's own (spec 6): other roles do not ask for them.
const DashboardPageQuery = graphql(`
  query DashboardPage($student: Boolean!) {
    me {
      id
      viewerIsScholar
      ...WelcomeCard_profile
      ...ProfileOverview_profile
      ...TodoCard_profile
    }
    ...TodoCard_query
    ...RecentResultsCard_query
    ...RecentPaymentsCard_query
    ...StipendCard_query
    ...RecentAnnouncementsCard_query
  }
`);

// Started by the route's loader (app/router.tsx) while the page's code loads, once the gateway has said
// whether the viewer is a scholar (from the cache after the session check).
export const dashboardRoute = routeQuery(DashboardPageQuery, async (_args, client) => ({
  variables: { student: (await readViewer(client))?.isScholar ?? false },
}));
