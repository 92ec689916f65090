import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';

const NewDisbursementRunQuery = graphql(`
  query NewDisbursementRun {
    programmeSettings {
      currentAcademicYear
      stipendAmountTzs
      stipendInstalments
    }
    programmeBatches
  }
`);

// The rules are the schema's (StipendBlockReason), worded on the page for the year the address names (?year=).
export const newRunRoute = routeQuery(NewDisbursementRunQuery);
