import { emailProblem, verificationCodeProblem } from '@nuru/rules/auth';
import { accountNumberProblem } from '@nuru/rules/profile';
import { refuseBadInput } from '../errors/user-facing.js';
import type { MutationResolvers, ProfileResolvers, QueryResolvers } from '../generated/resolvers.js';
import { profileFromServer } from './mapping.js';

export const profileQueries: Pick<QueryResolvers, 'me'> = {
  me: (_root, _args, { services }) => services.profile.get(),
};

export const profileMutations: Pick<MutationResolvers, 'updateProfile' | 'requestEmailChange' | 'confirmEmailChange'> = {
  updateProfile: (_root, { input }, { services }) => {
    // Blank removes the number (the provider asks the password for that too); anything else must be one.
    refuseBadInput(input.accountNumber?.trim() ? accountNumberProblem(input.accountNumber) : null);
    return services.profile.update(input);
  },
  requestEmailChange: async (_root, { password, newEmail }, { services }) => {
    refuseBadInput(emailProblem(newEmail));
    const answer = await services.profile.requestEmailChange(password, newEmail);
    return { ok: true, message: answer?.message ?? 'A 6-digit code has been sent to your new e-mail.' };
  },
  confirmEmailChange: (_root, { newEmail, code }, { services }) => {
    // Spaces inside the code are forgiven ("123 456", as some mail apps show it); the service drops them.
    refuseBadInput(emailProblem(newEmail) ?? verificationCodeProblem(code.replace(/\s+/g, '')));
    return services.profile.confirmEmailChange(newEmail, code);
  },
};

export const profileType: ProfileResolvers = profileFromServer;
