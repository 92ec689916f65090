import type { MutationResolvers } from '../generated/resolvers.js';
import { actionResult } from '../provider/answers.js';

export const adminMutations: Pick<MutationResolvers, 'inviteStudents'> = {
  inviteStudents: async (_root, { emails, batchNo }, { services }) =>
    actionResult(await services.admin.invite({ emails, batchNo }), 'Invitations sent'),
};
