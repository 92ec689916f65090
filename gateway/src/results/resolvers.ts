import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { firstN } from '../lists/first.js';
import { actionResult } from '../provider/answers.js';
import { toResult } from './mapping.js';

export const resultsQueries: Pick<QueryResolvers, 'results'> = {
  results: async (_root, { limit }, { services }) => firstN(await services.results.list(), limit).map((row) => toResult(row)),
};

export const resultsMutations: Pick<MutationResolvers, 'deleteResult'> = {
  deleteResult: async (_root, { fileName }, { services }) => actionResult(await services.results.delete(fileName), 'Result deleted'),
};
