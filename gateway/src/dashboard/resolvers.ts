import { asStudent } from '../access/student.js';
import { toPortalYear } from '../academic-year/year.js';
import { withProviderErrors } from '../errors/provider-failure.js';
import type { QueryResolvers } from '../generated/resolvers.js';
import { loadPayments } from '../payments/resolvers.js';
import { profileLoadMessage } from '../profile/messages.js';
import { loadResults } from '../results/resolvers.js';
import { todoItems } from './todo.js';

export const dashboardQueries: Pick<QueryResolvers, 'academicYear' | 'todo'> = {
  academicYear: (_root, _args, { academicYear }) => toPortalYear(academicYear),
  // The same memoised reads as `results` and `payments`: a dashboard asking for all of them makes
  // each provider call once. Only a scholar has results and payments to do.
  todo: (_root, _args, { provider, academicYear }) =>
    withProviderErrors(async () => {
      const viewer = await asStudent(provider, () => Promise.all([loadResults(provider), loadPayments(provider)]));
      return viewer.student ? todoItems(academicYear, ...viewer.value) : [];
    }, { messages: profileLoadMessage }),
};
