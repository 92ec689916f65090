import { graphql } from '@/gql';
import { revalidateOnNewPath, routeQuery } from '@/shared/api/route-query';

const AnnouncementsPageQuery = graphql(`
  query AnnouncementsPage {
    announcements {
      id
      title
      content
      senderName
      createdAt
      category
      priority
      tags
      pinned
      ...AnnouncementListItem_announcement
    }
  }
`);

// Started by the route's loader (app/router.tsx) while the page's code loads.
// The filters in the address (?q=, ?tag=...) pick from the list already here: changing them asks nothing.
export const announcementsRoute = routeQuery(AnnouncementsPageQuery, undefined, revalidateOnNewPath);
