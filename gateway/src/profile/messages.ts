import type { FailureRules, MessageCatalogue } from '../errors/provider-failure.js';
import { sessionAware } from '../errors/session.js';
import { EMAIL_CHANGE_DEFAULT, PROFILE_UPDATE_DEFAULT } from '@nuru/rules/profile';
import { CURRENT_PASSWORD_INCORRECT } from '@nuru/rules/settings';

export const PROFILE_LOAD_DEFAULT = 'Failed to load your profile';

export const profileLoadMessage: MessageCatalogue = sessionAware((_status, providerMessage) => providerMessage ?? PROFILE_LOAD_DEFAULT);

/** docs/behaviour.md §8: 'Failed to update profile' unless the provider says why (e.g. e-mail taken). */
export const profileUpdateMessage: MessageCatalogue = sessionAware((_status, providerMessage) => providerMessage ?? PROFILE_UPDATE_DEFAULT);

/** A save carrying the password to change the account number: a 401 is that password, in the words changing the password uses. */
export const profileUpdateWithPasswordMessage: MessageCatalogue = (status, providerMessage) =>
  status === 401 ? CURRENT_PASSWORD_INCORRECT : (providerMessage ?? PROFILE_UPDATE_DEFAULT);

/** A wrong password or code (401) is the person's mistake here, not the end of their session. */
export const emailChangeFailure: FailureRules = {
  messages: (_status, providerMessage) => providerMessage ?? EMAIL_CHANGE_DEFAULT,
  networkMessage: EMAIL_CHANGE_DEFAULT,
  unauthorizedIsUserInput: true,
};

export { EMAIL_CHANGE_DEFAULT, PROFILE_UPDATE_DEFAULT };
