import { withProviderErrors } from '../errors/provider-failure.js';
import type { MutationResolvers } from '../generated/resolvers.js';
import { messageOr } from '../provider/answers.js';
import { postInviteStudents } from './calls.js';
import { inviteMessage } from './messages.js';

export const adminMutations: Pick<MutationResolvers, 'inviteStudents'> = {
  async inviteStudents(_root, { emails, batchNo }, { provider }) {
    const answer = await withProviderErrors(() => postInviteStudents(provider, { emails, batchNo }), {
      messages: inviteMessage,
    });
    return { ok: true, message: messageOr(answer, 'Invitations sent') };
  },
};
