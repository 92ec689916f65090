import { graphql } from '@/gql';
import { routeQuery } from '@/shared/api/route-query';
import { runRowArgs } from './disbursement-params';

// Everything the run's page shows. Each change of the run answers it with this same selection (run-changes.ts), at
// the rows' search and pages of the address, so the page shows the answer without asking again. One fragment, not
// one per component: the gateway bounds a query's depth (8), and each nested fragment counts as levels of it.
export const RunPageRunFragment = graphql(`
  fragment RunPage_run on DisbursementRun {
    id
    period
    academicYear
    batchNo
    status
    version
    amountTzs
    totalTzs
    includedCount
    excludedCount
    createdBy {
      id
      name
    }
    createdAt
    approvedBy {
      id
      name
    }
    approvedAt
    paidAt
    cancelledBy {
      id
      name
    }
    cancelledAt
    cancelReason
    viewerCanApprove
    approveBlockedReason
    viewerCanEdit
    viewerCanCancel
    viewerCanMarkPaid
    viewerCanMarkTransferFailed
    viewerCanDownloadBankFile
    bankFilePath
    changes {
      studentId
      name
      amountBefore
      amountAfter
      includedBefore
      includedAfter
      reason
      changedBy {
        id
        name
      }
      changedAt
    }
    included(search: $search, page: $page, pageSize: $pageSize) {
      nodes {
        id
        studentId
        name
        batchNo
        universityName
        amountTzs
        reference
        accountNumber
        transferStatus
        failureReason
        failedAt
      }
      pageInfo {
        page
        pageSize
        totalCount
        hasNextPage
        hasPreviousPage
      }
    }
    excluded(search: $excludedSearch, page: $excludedPage, pageSize: $pageSize) {
      nodes {
        id
        studentId
        name
        batchNo
        universityName
        reasons {
          code
          message
        }
        officerReason
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
