import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';
import { runRowArgs } from './disbursement-params';

// Everything the run's page shows, each component's own fragment composed. Each change of the run answers it with
// this same selection (run-changes.ts), at the rows' search and pages of the address, so the page shows the answer
// without asking again.
export const RunPageRunFragment = graphql(`
  fragment RunPage_run on DisbursementRun {
    id
    period
    version
    status
    includedCount
    excludedCount
    ...RunSummary_run
    ...CancelRequest_run
    ...RunActions_run
    ...RunChanges_run
    ...IncludedRows_run
    ...ExcludedRows_run
    ...RunDialogs_run
  }
`);

const DisbursementRunQuery = graphql(`
  query DisbursementRunPage($id: ID!, $search: String, $page: Int, $excludedSearch: String, $excludedPage: Int, $pageSize: Int) {
    disbursementRun(id: $id) {
      id
      ...RunPage_run
    }
  }
`);

export const runRoute = routeQuery(DisbursementRunQuery, ({ request, params }) => ({
  variables: { id: params.id ?? '', ...runRowArgs(new URL(request.url).searchParams) },
}));
