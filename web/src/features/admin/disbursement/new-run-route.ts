import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';
import { newRunArgs } from './disbursement-params';

const NewDisbursementRunQuery = graphql(`
  query NewDisbursementRun($year: AcademicYear) {
    programmeSettings {
      currentAcademicYear
      stipendAmountTzs
      stipendInstalments
    }
    programmeBatches
    disbursementEligibilityRules(year: $year) {
      reason
      description
    }
  }
`);

// The year whose rules are shown is the address's (?year=, the programme's current one without it).
export const newRunRoute = routeQuery(NewDisbursementRunQuery, ({ request }) => ({
  variables: newRunArgs(new URL(request.url).searchParams),
}));
