import { graphql } from '@/gql';

// Shared by the session lists (which read it) and the session cards (which refresh it after a change).
export const MentorshipSessionsQuery = graphql(`
  query MentorshipSessions($scope: MentorshipScope!) {
    mentorshipSessions(scope: $scope) {
      id
      ...SessionCard_session
    }
  }
`);
