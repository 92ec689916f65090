import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';

const NotificationsPageQuery = graphql(`
  query NotificationsPage {
    accountPreferences {
      ...NotificationSwitches_preferences
      ...PreferencesForm_preferences
    }
    privacySettings {
      ...PrivacySwitches_privacy
    }
  }
`);

// Started by the route's loader (app/router.tsx) while the page's code loads.
export const notificationsRoute = routeQuery(NotificationsPageQuery);
