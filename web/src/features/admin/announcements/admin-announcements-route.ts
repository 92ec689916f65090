import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';

// Administrators read every announcement through the same admin path (the provider decides by role).
const AdminAnnouncementsQuery = graphql(`
  query AdminAnnouncements {
    announcements {
      id
      ...AdminAnnouncementRow_announcement
    }
  }
`);

// Started by the route's loader (app/router.tsx) while the page's code loads.
export const adminAnnouncementsRoute = routeQuery(AdminAnnouncementsQuery);
