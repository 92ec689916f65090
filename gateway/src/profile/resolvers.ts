import type { MutationResolvers, ProfileResolvers, QueryResolvers } from '../generated/resolvers.js';
import { profileFromServer } from './mapping.js';

export const profileQueries: Pick<QueryResolvers, 'me'> = {
  me: (_root, _args, { services }) => services.profile.get(),
};

export const profileMutations: Pick<MutationResolvers, 'updateProfile' | 'requestEmailChange' | 'confirmEmailChange'> = {
  updateProfile: (_root, { input }, { services }) => services.profile.update(input),
  requestEmailChange: async (_root, { password, newEmail }, { services }) => {
    const answer = await services.profile.requestEmailChange(password, newEmail);
    return { ok: true, message: answer?.message ?? 'A 6-digit code has been sent to your new e-mail.' };
  },
  confirmEmailChange: (_root, { newEmail, code }, { services }) => services.profile.confirmEmailChange(newEmail, code),
};

export const profileType: ProfileResolvers = profileFromServer;
