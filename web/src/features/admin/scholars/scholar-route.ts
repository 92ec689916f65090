import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';

const ScholarQuery = graphql(`
  query ScholarDetail($id: ID!) {
    scholar(id: $id) {
      id
      ...ScholarProfile_scholar
      ...ScholarRecords_scholar
      ...ScholarStatus_scholar
    }
  }
`);

export const scholarRoute = routeQuery(ScholarQuery, ({ params }) => ({ variables: { id: params.id ?? '' } }));
