import { graphql } from '@/gql';

// Sends (or re-sends) the 6-digit code to an invited e-mail.
export const StartSignupMutation = graphql(`
  mutation StartSignup($email: String!) {
    startSignup(email: $email) {
      ok
      message
    }
  }
`);
