import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';

const ReconcileSettingsQuery = graphql(`
  query ReconcileSettings {
    programmeSettings {
      currentAcademicYear
    }
  }
`);

/** The reconciliation form needs the years around the programme's current one. */
export const reconcileRoute = routeQuery(ReconcileSettingsQuery);
