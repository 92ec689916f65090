import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';
import { missingArgs } from './payment-desk-params';

const MissingControlNumbersQuery = graphql(`
  query MissingControlNumbers($type: PaymentType!, $year: AcademicYear, $batchNo: Int, $page: Int, $pageSize: Int) {
    programmeSettings {
      currentAcademicYear
    }
    programmeBatches
    scholarsWithoutControlNumber(type: $type, year: $year, batchNo: $batchNo, page: $page, pageSize: $pageSize) {
      nodes {
        id
        name
        email
        batchNo
        universityName
      }
      pageInfo {
        page
        pageSize
        totalCount
        hasNextPage
        hasPreviousPage
      }
    }
  }
`);

export const missingRoute = routeQuery(MissingControlNumbersQuery, ({ request }) => ({
  variables: missingArgs(new URL(request.url).searchParams),
}));
