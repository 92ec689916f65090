import { withProviderErrors } from '../errors/provider-failure.js';
import { UserFacingError } from '../errors/user-facing.js';
import type { MutationResolvers } from '../generated/resolvers.js';
import { messageOr } from '../provider/answers.js';
import { putChangePassword } from './calls.js';
import { CHANGE_PASSWORD_DEFAULT, changePasswordMessage, changePasswordProblem } from './change-password.js';

export const settingsMutations: Pick<MutationResolvers, 'changePassword'> = {
  async changePassword(_root, { input }, { provider }) {
    const { email, currentPassword, newPassword } = input;
    const problem = changePasswordProblem(email, currentPassword, newPassword);
    if (problem) throw new UserFacingError(problem, 'BAD_USER_INPUT');
    const answer = await withProviderErrors(() => putChangePassword(provider, { currentPassword, newPassword }), {
      // A 401 here is a wrong current password, not an expired session (spec section 8).
      unauthorizedIsUserInput: true,
      messages: changePasswordMessage,
      networkMessage: CHANGE_PASSWORD_DEFAULT,
    });
    return { ok: true, message: messageOr(answer, 'Password changed successfully') };
  },
};
