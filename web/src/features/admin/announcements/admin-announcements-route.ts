import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';

// Administrators read every announcement through the same admin path (the provider decides by role); the
// programme's batches are what a new or edited one may be sent to.
const AdminAnnouncementsQuery = graphql(`
  query AdminAnnouncements {
    announcements {
      id
      ...AdminAnnouncementRow_announcement
    }
    programmeBatches
  }
`);

// Started by the route's loader (app/router.tsx) while the page's code loads.
export const adminAnnouncementsRoute = routeQuery(AdminAnnouncementsQuery);
