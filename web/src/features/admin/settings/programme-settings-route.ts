import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';

const ProgrammeSettingsQuery = graphql(`
  query ProgrammeSettings {
    programmeSettings {
      updatedAt
      ...ProgrammeSettingsForm_settings
    }
  }
`);

// Started by the route's loader (app/router.tsx) while the page's code loads; fresh on every visit.
export const programmeSettingsRoute = routeQuery(ProgrammeSettingsQuery);
