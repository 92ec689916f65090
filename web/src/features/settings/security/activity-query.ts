import { graphql } from '@/gql';

// Shared by the activity list (which reads it) and what adds to the activity (which refresh it: the list is paged,
// so it is read again rather than guessed into the cache).
export const ActivityQuery = graphql(`
  query AccountActivity($limit: Int, $offset: Int) {
    accountActivity(limit: $limit, offset: $offset) {
      total
      limit
      offset
      items {
        id
        kind
        device {
          browser
          os
          program
        }
        ip
        createdAt
      }
    }
  }
`);
