import type { QueryResolvers } from '../generated/resolvers.js';
import { toAnalytics } from './mapping.js';

export const analyticsQueries: Pick<QueryResolvers, 'programmeAnalytics'> = {
  programmeAnalytics: async (_root, { year, batchNo }, { services }) => toAnalytics(await services.analytics.programme(year, batchNo)),
};
