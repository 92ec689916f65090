import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';
import { knownViewer } from '@/shared/session/viewer';

// One request for the whole screen, composed from each card's fragment. Results, payments, the stipend and the
// to-do list are a scholar's own (docs/behaviour.md §6): other roles do not ask for them.
const DashboardPageQuery = graphql(`
  query DashboardPage($student: Boolean!) {
    askedAsScholar: __typename @include(if: $student)
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

// Started by the route's loader (app/router.tsx) while the page's code loads, at once, as a scholar or not as far
// as the browser knows. `askedAsScholar` tells the page which it was, to ask again should the answer say otherwise.
export const dashboardRoute = routeQuery(DashboardPageQuery, (_args, client) => ({
  variables: { student: knownViewer(client)?.isScholar ?? false },
}));
