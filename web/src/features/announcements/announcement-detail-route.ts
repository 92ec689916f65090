import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';

// The provider has no single-announcement call: the detail is read from the list the viewer may see (cached by
// the list page, so opening one from the list costs no request).
const AnnouncementDetailQuery = graphql(`
  query AnnouncementDetail {
    announcements {
      id
      ...AnnouncementDetail_announcement
    }
  }
`);

// Started by the route's loader (app/router.tsx) while the page's code loads.
export const announcementDetailRoute = routeQuery(AnnouncementDetailQuery);
