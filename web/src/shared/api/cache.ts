import { InMemoryCache, type TypePolicies } from '@apollo/client';
import generated from '@/gql/possible-types';

// The signed-in person's settings, stipend and the programme's have no id: each is one object in the cache
// (cleared at every sign-in and sign-out), so a mutation's answer replaces what every screen shows.
const typePolicies: TypePolicies = {
  AccountPreferences: { keyFields: [] },
  NotificationPreferences: { keyFields: [] },
  PrivacySettings: { keyFields: [] },
  Programme: { keyFields: [] },
  // The scholar's own stipend: the dashboard reads where it stands, the Payments page its history.
  MyStipend: { keyFields: [] },
};

/** The app's normalised cache; component tests use the same. possibleTypes comes from the schema (codegen). */
export function createCache() {
  return new InMemoryCache({ typePolicies, possibleTypes: generated.possibleTypes });
}
