import { graphql } from '@/gql';

// Validates the stored session at startup (docs/behaviour.md §4) and feeds the layouts, with the account's language and
// date preferences; one request, then cached.
export const SessionQuery = graphql(`
  query Session {
    me {
      id
      role
      viewerCanAccessAdmin
      viewerIsScholar
      ...UserMenu_profile
    }
    accountPreferences {
      language
      timezone
      dateFormat
    }
  }
`);
