import { toPortalYear } from '../academic-year/year.js';
import type { QueryResolvers } from '../generated/resolvers.js';
import { todoItems } from './todo.js';

export const dashboardQueries: Pick<QueryResolvers, 'academicYear' | 'todo'> = {
  academicYear: (_root, _args, { academicYear }) => toPortalYear(academicYear),
  // The same memoised reads as `results` and `payments`: a dashboard asking for all of them makes
  // each provider call once. Only a scholar has results and payments to do.
  todo: async (_root, _args, { services, academicYear }) => {
    const viewer = await services.profile.whenStudent(() => Promise.all([services.results.list(), services.payments.history()]));
    return viewer.student ? todoItems(academicYear, ...viewer.value) : [];
  },
};
