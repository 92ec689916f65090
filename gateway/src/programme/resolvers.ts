import type { QueryResolvers } from '../generated/resolvers.js';

export const programmeQueries: Pick<QueryResolvers, 'programme'> = {
  programme: (_root, _args, { services }) => services.programme.settings(),
};
