import { adminMutations } from './admin/resolvers.js';
import { authMutations } from './auth/resolvers.js';
import type { Resolvers } from './generated/resolvers.js';
import { profileMutations, profileQueries, profileType } from './profile/resolvers.js';
import { settingsMutations } from './settings/resolvers.js';

export const resolvers: Resolvers = {
  Query: {
    ping: () => true,
    ...profileQueries,
  },
  Mutation: {
    noop: () => true,
    ...authMutations,
    ...profileMutations,
    ...settingsMutations,
    ...adminMutations,
  },
  Profile: profileType,
};
