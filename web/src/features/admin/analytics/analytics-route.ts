import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';
import { analyticsArgs } from './analytics-params';

const AnalyticsQuery = graphql(`
  query ProgrammeAnalytics($year: AcademicYear, $batchNo: Int) {
    programmeSettings {
      currentAcademicYear
    }
    programmeBatches
    programmeAnalytics(year: $year, batchNo: $batchNo) {
      year
      batchNo
      gpaBands {
        from
        to
        batches {
          batchNo
          count
        }
      }
      completion {
        expected
        months {
          month
          results
          universityFee
          nhif
        }
      }
      universities {
        universityName
        scholars
        programmes {
          programmeName
          scholars
        }
      }
      payments {
        type
        statuses {
          status
          count
        }
      }
    }
  }
`);

// The year and batch are the address's: each change of them runs the loader again with them.
export const analyticsRoute = routeQuery(AnalyticsQuery, ({ request }) => ({
  variables: analyticsArgs(new URL(request.url).searchParams),
}));
