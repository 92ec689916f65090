import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';
import { notUploadedArgs } from './results-desk-params';

const NotUploadedQuery = graphql(`
  query ResultsNotUploaded($year: AcademicYear, $batchNo: Int, $page: Int, $pageSize: Int) {
    programmeSettings {
      currentAcademicYear
    }
    programmeBatches
    resultsNotUploaded(year: $year, batchNo: $batchNo, page: $page, pageSize: $pageSize) {
      nodes {
        id
        name
        email
        batchNo
        universityName
        programmeName
        lastRemindedAt
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

export const notUploadedRoute = routeQuery(NotUploadedQuery, ({ request }) => ({
  variables: notUploadedArgs(new URL(request.url).searchParams),
}));
