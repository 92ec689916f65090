import { withProviderErrors } from '../errors/provider-failure.js';
import type { MutationResolvers, ProfileResolvers, QueryResolvers } from '../generated/resolvers.js';
import { getProfile, putProfileInfo } from './calls.js';
import { profileFromServer, toProfileInfoBody } from './mapping.js';
import { PROFILE_UPDATE_DEFAULT, profileLoadMessage, profileUpdateMessage } from './messages.js';

export const profileQueries: Pick<QueryResolvers, 'me'> = {
  me: (_root, _args, { provider }) =>
    withProviderErrors(() => getProfile(provider), { messages: profileLoadMessage }),
};

export const profileMutations: Pick<MutationResolvers, 'updateProfile'> = {
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
};

export const profileType: ProfileResolvers = profileFromServer;
