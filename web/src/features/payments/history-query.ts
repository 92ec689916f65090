import { graphql } from '@/gql';

// Shared by the history (which reads it) and the submit form (which refreshes it after a submission).
export const PaymentHistoryQuery = graphql(`
  query PaymentHistory {
    payments {
      id
      controlNumber
      type
      status
      createdAt
      paymentYear
      failureReason
      amountDueTzs
    }
  }
`);
