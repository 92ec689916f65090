import type { TypePolicies } from '@apollo/client';

// The signed-in person's settings and the programme's have no id: each is one object in the cache
// (cleared at every sign-in and sign-out), so a mutation's answer replaces what every screen shows.
export const typePolicies: TypePolicies = {
  AccountPreferences: { keyFields: [] },
  NotificationPreferences: { keyFields: [] },
  PrivacySettings: { keyFields: [] },
  Programme: { keyFields: [] },
};
