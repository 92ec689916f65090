import { graphql } from '@/gql';

// The changes of a run. Each sends the version the page shows and answers the run with the page's own selection
// (RunPage_run, at the page's rows), so the cache holds what the page shows without asking again.

export const UpdateDisbursementItemMutation = graphql(`
  mutation UpdateDisbursementItem(
    $input: UpdateDisbursementItemInput!
    $search: String
    $page: Int
    $excludedSearch: String
    $excludedPage: Int
    $pageSize: Int
  ) {
    updateDisbursementItem(input: $input) {
      run {
        id
        ...RunPage_run
      }
    }
  }
`);

export const ApproveDisbursementRunMutation = graphql(`
  mutation ApproveDisbursementRun(
    $id: ID!
    $version: Int!
    $search: String
    $page: Int
    $excludedSearch: String
    $excludedPage: Int
    $pageSize: Int
  ) {
    approveDisbursementRun(id: $id, version: $version) {
      run {
        id
        ...RunPage_run
      }
    }
  }
`);

export const CancelDisbursementRunMutation = graphql(`
  mutation CancelDisbursementRun(
    $id: ID!
    $version: Int!
    $reason: String!
    $search: String
    $page: Int
    $excludedSearch: String
    $excludedPage: Int
    $pageSize: Int
  ) {
    cancelDisbursementRun(id: $id, version: $version, reason: $reason) {
      run {
        id
        ...RunPage_run
      }
    }
  }
`);

export const ConfirmDisbursementCancelMutation = graphql(`
  mutation ConfirmDisbursementCancel(
    $id: ID!
    $version: Int!
    $search: String
    $page: Int
    $excludedSearch: String
    $excludedPage: Int
    $pageSize: Int
  ) {
    confirmDisbursementCancel(id: $id, version: $version) {
      run {
        id
        ...RunPage_run
      }
    }
  }
`);

export const WithdrawDisbursementCancelMutation = graphql(`
  mutation WithdrawDisbursementCancel(
    $id: ID!
    $version: Int!
    $search: String
    $page: Int
    $excludedSearch: String
    $excludedPage: Int
    $pageSize: Int
  ) {
    withdrawDisbursementCancel(id: $id, version: $version) {
      run {
        id
        ...RunPage_run
      }
    }
  }
`);

export const MarkDisbursementRunPaidMutation = graphql(`
  mutation MarkDisbursementRunPaid(
    $id: ID!
    $version: Int!
    $paidAt: String
    $search: String
    $page: Int
    $excludedSearch: String
    $excludedPage: Int
    $pageSize: Int
  ) {
    markDisbursementRunPaid(id: $id, version: $version, paidAt: $paidAt) {
      run {
        id
        ...RunPage_run
      }
    }
  }
`);

export const MarkDisbursementTransferFailedMutation = graphql(`
  mutation MarkDisbursementTransferFailed(
    $runId: ID!
    $studentId: ID!
    $reason: String!
    $search: String
    $page: Int
    $excludedSearch: String
    $excludedPage: Int
    $pageSize: Int
  ) {
    markDisbursementTransferFailed(runId: $runId, studentId: $studentId, reason: $reason) {
      run {
        id
        ...RunPage_run
      }
    }
  }
`);

export const ConfirmDisbursementTransferFailedMutation = graphql(`
  mutation ConfirmDisbursementTransferFailed(
    $runId: ID!
    $studentId: ID!
    $search: String
    $page: Int
    $excludedSearch: String
    $excludedPage: Int
    $pageSize: Int
  ) {
    confirmDisbursementTransferFailed(runId: $runId, studentId: $studentId) {
      run {
        id
        ...RunPage_run
      }
    }
  }
`);

export const DismissDisbursementTransferFailureMutation = graphql(`
  mutation DismissDisbursementTransferFailure(
    $runId: ID!
    $studentId: ID!
    $search: String
    $page: Int
    $excludedSearch: String
    $excludedPage: Int
    $pageSize: Int
  ) {
    dismissDisbursementTransferFailure(runId: $runId, studentId: $studentId) {
      run {
        id
        ...RunPage_run
      }
    }
  }
`);
