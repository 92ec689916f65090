import type { QueryResolvers } from '../generated/resolvers.js';
import { todoItems } from './todo.js';

export const dashboardQueries: Pick<QueryResolvers, 'todo'> = {
  // The same memoised reads as `results` and `payments`: a dashboard asking for all of them makes
  // each provider call once. Only a scholar has results and payments to do.
  todo: async (_root, _args, { services }) => {
    const viewer = await services.profile.whenStudent(() =>
      Promise.all([services.programme.currentAcademicYear(), services.results.list(), services.payments.history()]),
    );
    return viewer.student ? todoItems(...viewer.value) : [];
  },
};
