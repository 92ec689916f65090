import { accountNumberProblem } from '@nuru/rules/profile';
import { refuseBadInput } from '../errors/user-facing.js';
import type { LoginResultResolvers, MutationResolvers, SignupNextStep } from '../generated/resolvers.js';
import { actionResult } from '../provider/answers.js';
import { COMPLETE_EMAIL_MISSING_MESSAGE, normaliseEmail, resetPasswordProblem, signupPasswords } from './validation.js';

type AuthMutations =
  'login' | 'logout' | 'startSignup' | 'verifyEmail' | 'setPassword' | 'completeProfile' | 'requestPasswordReset' | 'resetPassword';

export const authMutations: Pick<MutationResolvers, AuthMutations> = {
  async login(_root, { email, password, code }, { services }) {
    const outcome = await services.auth.login(code?.trim() ? { email, password, code: code.trim() } : { email, password });
    return 'twoFactorPrompt' in outcome ? { message: outcome.twoFactorPrompt } : outcome;
  },

  async logout(_root, _args, { services, log }) {
    const outcome = await services.auth.logout();
    if (outcome.confirmed) return actionResult(outcome.answer, 'Signed out');
    log.warn({ err: outcome.reason }, 'provider logout failed; the browser signs out anyway');
    return { ok: false, message: 'Signed out on this device. The server could not confirm the sign-out.' };
  },

  startSignup: async (_root, { email, password, confirmPassword }, { services }) =>
    actionResult(
      await services.auth.startSignup({ email, ...signupPasswords(password, confirmPassword) }),
      'A verification code has been sent to your e-mail.',
    ),

  verifyEmail: async (_root, { email, code }, { services }) =>
    actionResult(await services.auth.verifyEmail({ email, token: code.trim() }), 'Email verified successfully'),

  setPassword: async (_root, { email, password }, { services }) => {
    const answer = await services.auth.setPassword({ email, password });
    // A provider that says nothing of the next step is read as the scholar's sign-up of docs/behaviour.md §5.
    const next: SignupNextStep = (answer as { next?: unknown } | undefined)?.next === 'SIGN_IN' ? 'SIGN_IN' : 'COMPLETE_PROFILE';
    const { ok, message } = actionResult(answer, 'Password set successfully');
    return { ok, message, next };
  },

  async completeProfile(_root, { input }, { services }) {
    refuseBadInput(input.email.trim() === '' ? COMPLETE_EMAIL_MISSING_MESSAGE : accountNumberProblem(input.accountNumber));
    return actionResult(await services.auth.completeSignup(input), 'Profile completed. You can now sign in.');
  },

  requestPasswordReset: async (_root, { email }, { services }) =>
    actionResult(
      await services.auth.requestPasswordReset({ email: normaliseEmail(email) }),
      'If this e-mail is registered, a code has been sent.',
    ),

  async resetPassword(_root, { email, newPassword }, { services }) {
    refuseBadInput(resetPasswordProblem(email, newPassword));
    return actionResult(
      await services.auth.resetPassword({ email: normaliseEmail(email), newPassword }),
      'Password has been reset. You can now sign in.',
    );
  },
};

/** A login answers a session (it has a token) or the question for the two-factor code. */
export const loginResultType: LoginResultResolvers = {
  __resolveType: (result) => ('token' in result ? 'AuthPayload' : 'TwoFactorChallenge'),
};
