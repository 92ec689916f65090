import { graphql } from '@/gql';

// The queue's changes: each answers the results it changed, so their rows update in place.

export const ReviewResultMutation = graphql(`
  mutation ReviewResult($fileName: String!, $status: ReviewDecision!, $comment: String, $expectedStatus: ResultStatus) {
    reviewResult(fileName: $fileName, status: $status, comment: $comment, expectedStatus: $expectedStatus) {
      result {
        id
        ...ReviewQueueRow_item
      }
    }
  }
`);

export const ApproveResultsMutation = graphql(`
  mutation ApproveResults($fileNames: [String!]!) {
    approveResults(fileNames: $fileNames) {
      approved
      outcomes {
        fileName
        outcome
        result {
          id
          ...ReviewQueueRow_item
        }
      }
    }
  }
`);
