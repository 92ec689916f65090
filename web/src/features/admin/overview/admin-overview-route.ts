import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';

const AdminOverviewQuery = graphql(`
  query AdminOverview {
    programmeOverview {
      year
      batches {
        batchNo
        figures {
          ...OverviewFigures_figures
        }
      }
      totals {
        ...OverviewFigures_figures
      }
      recentActivity {
        ...AuditEntries_entry
      }
    }
  }
`);

// Started by the route's loader (app/router.tsx) while the page's code loads; fresh on every visit.
export const adminOverviewRoute = routeQuery(AdminOverviewQuery);
