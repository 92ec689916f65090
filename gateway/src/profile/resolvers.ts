import { withProviderErrors } from '../errors/provider-failure.js';
import type { MutationResolvers, ProfileResolvers, QueryResolvers } from '../generated/resolvers.js';
import { getProfile, postEmailChange, postEmailChangeCode, putProfileInfo } from './calls.js';
import { profileFromServer, toProfileInfoBody } from './mapping.js';
import { emailChangeFailure, PROFILE_UPDATE_DEFAULT, profileLoadMessage, profileUpdateMessage } from './messages.js';

export const profileQueries: Pick<QueryResolvers, 'me'> = {
  me: (_root, _args, { provider }) =>
    withProviderErrors(() => getProfile(provider), { messages: profileLoadMessage }),
};

export const profileMutations: Pick<MutationResolvers, 'updateProfile' | 'requestEmailChange' | 'confirmEmailChange'> = {
  updateProfile: (_root, { input }, { provider }) =>
    withProviderErrors(
      async () => {
        const current = await getProfile(provider);
        await putProfileInfo(provider, toProfileInfoBody(current, input));
        // Spec section 4: on success the profile is re-read (the write forgot the earlier read).
        return getProfile(provider);
      },
      { messages: profileUpdateMessage, networkMessage: PROFILE_UPDATE_DEFAULT },
    ),

  requestEmailChange: (_root, { password, newEmail }, { provider }) =>
    withProviderErrors(async () => {
      const answer = await postEmailChangeCode(provider, { password, newEmail: newEmail.trim() });
      return { ok: true, message: answer?.message ?? 'A 6-digit code has been sent to your new e-mail.' };
    }, emailChangeFailure),

  confirmEmailChange: (_root, { newEmail, code }, { provider }) =>
    withProviderErrors(async () => {
      await postEmailChange(provider, { newEmail: newEmail.trim(), code: code.replace(/\s+/g, '') });
      return getProfile(provider);
    }, emailChangeFailure),
};

export const profileType: ProfileResolvers = profileFromServer;
