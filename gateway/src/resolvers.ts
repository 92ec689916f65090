import { adminMutations } from './admin/resolvers.js';
import { announcementsQueries } from './announcements/resolvers.js';
import { authMutations } from './auth/resolvers.js';
import { dashboardQueries } from './dashboard/resolvers.js';
import type { Resolvers } from './generated/resolvers.js';
import { paymentsMutations, paymentsQueries } from './payments/resolvers.js';
import { profileMutations, profileQueries, profileType } from './profile/resolvers.js';
import { resultsMutations, resultsQueries } from './results/resolvers.js';
import { settingsMutations } from './settings/resolvers.js';

export const resolvers: Resolvers = {
  Query: {
    ping: () => true,
    ...profileQueries,
    ...resultsQueries,
    ...paymentsQueries,
    ...announcementsQueries,
    ...dashboardQueries,
  },
  Mutation: {
    noop: () => true,
    ...authMutations,
    ...profileMutations,
    ...settingsMutations,
    ...adminMutations,
    ...resultsMutations,
    ...paymentsMutations,
  },
  Profile: profileType,
};
