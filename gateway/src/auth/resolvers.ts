import { withProviderErrors } from '../errors/provider-failure.js';
import { UserFacingError } from '../errors/user-facing.js';
import type { LoginResultResolvers, MutationResolvers } from '../generated/resolvers.js';
import { toSignupCompleteBody } from '../profile/mapping.js';
import { messageOr } from '../provider/answers.js';
import { ProviderError } from '../provider/errors.js';
import {
  postLogin,
  postLogout,
  postPasswordResetCode,
  postResetPassword,
  postSetPassword,
  postSignupComplete,
  postSignupInitial,
  postSignupVerification,
} from './calls.js';
import { readLoginAnswer, twoFactorPrompt } from './login-answer.js';
import {
  COMPLETE_PROFILE_DEFAULT,
  LOGIN_DEFAULT,
  RESET_CODE_DEFAULT,
  RESET_NETWORK_MESSAGE,
  SET_PASSWORD_DEFAULT,
  SIGNUP_DEFAULT,
  VERIFY_DEFAULT,
  completeProfileMessage,
  loginMessage,
  resetCodeMessage,
  resetPasswordMessage,
  setPasswordMessage,
  startSignupMessage,
  verifyMessage,
} from './messages.js';
import {
  COMPLETE_EMAIL_MISSING_MESSAGE,
  normaliseEmail,
  resetPasswordProblem,
  signupPasswords,
} from './validation.js';

// Before a session exists a provider 401 means wrong credentials or code, never "session over"
// (spec section 4: on the sign-up pages the 401 goes to the caller).
const beforeSession = { unauthorizedIsUserInput: true } as const;

export const authMutations: Pick<
  MutationResolvers,
  | 'login'
  | 'logout'
  | 'startSignup'
  | 'verifyEmail'
  | 'setPassword'
  | 'completeProfile'
  | 'requestPasswordReset'
  | 'resetPassword'
> = {
  async login(_root, { email, password, code }, { provider }) {
    const body = code?.trim() ? { email, password, code: code.trim() } : { email, password };
    const answer = await withProviderErrors(() => postLogin(provider, body), {
      messages: loginMessage,
      networkMessage: LOGIN_DEFAULT,
      // A wrong password must not look like an expired session to the browser.
      code: (status) => (status === 429 ? 'RATE_LIMITED' : 'BAD_USER_INPUT'),
    });
    const prompt = twoFactorPrompt(answer);
    if (prompt) return { message: prompt };
    const reading = readLoginAnswer(answer);
    if (!reading.ok) throw new UserFacingError(reading.message, 'UPSTREAM_UNAVAILABLE');
    return { token: reading.token, user: reading.user };
  },

  async logout(_root, _args, { provider, log }) {
    // The browser clears its session whatever happens here; a failure is reported, not thrown.
    try {
      const answer = await postLogout(provider);
      return { ok: true, message: messageOr(answer, 'Signed out') };
    } catch (error) {
      // A token the provider no longer accepts is a session that has already ended.
      if (error instanceof ProviderError && error.status === 401) return { ok: true, message: 'Signed out' };
      log.warn({ err: error }, 'provider logout failed; the browser signs out anyway');
      return { ok: false, message: 'Signed out on this device. The server could not confirm the sign-out.' };
    }
  },

  async startSignup(_root, { email, password, confirmPassword }, { provider }) {
    const body = { email, ...signupPasswords(password, confirmPassword), token: '' as const };
    const answer = await withProviderErrors(() => postSignupInitial(provider, body), {
      ...beforeSession,
      messages: startSignupMessage,
      networkMessage: SIGNUP_DEFAULT,
    });
    return { ok: true, message: messageOr(answer, 'A verification code has been sent to your e-mail.') };
  },

  async verifyEmail(_root, { email, code }, { provider }) {
    const answer = await withProviderErrors(() => postSignupVerification(provider, { email, token: code.trim() }), {
      ...beforeSession,
      messages: verifyMessage,
      networkMessage: VERIFY_DEFAULT,
    });
    return { ok: true, message: messageOr(answer, 'Email verified successfully') };
  },

  async setPassword(_root, { email, password }, { provider }) {
    const answer = await withProviderErrors(() => postSetPassword(provider, { email, password }), {
      ...beforeSession,
      messages: setPasswordMessage,
      networkMessage: SET_PASSWORD_DEFAULT,
    });
    return { ok: true, message: messageOr(answer, 'Password set successfully') };
  },

  async completeProfile(_root, { input }, { provider }) {
    if (input.email.trim() === '') throw new UserFacingError(COMPLETE_EMAIL_MISSING_MESSAGE, 'BAD_USER_INPUT');
    const answer = await withProviderErrors(() => postSignupComplete(provider, toSignupCompleteBody(input)), {
      ...beforeSession,
      messages: completeProfileMessage,
      networkMessage: COMPLETE_PROFILE_DEFAULT,
    });
    return { ok: true, message: messageOr(answer, 'Profile completed. You can now sign in.') };
  },

  async requestPasswordReset(_root, { email }, { provider }) {
    const answer = await withProviderErrors(
      () => postPasswordResetCode(provider, { email: normaliseEmail(email) }),
      { ...beforeSession, messages: resetCodeMessage, networkMessage: RESET_CODE_DEFAULT },
    );
    return { ok: true, message: messageOr(answer, 'If this e-mail is registered, a code has been sent.') };
  },

  async resetPassword(_root, { email, newPassword }, { provider }) {
    const problem = resetPasswordProblem(email, newPassword);
    if (problem) throw new UserFacingError(problem, 'BAD_USER_INPUT');
    const answer = await withProviderErrors(
      () => postResetPassword(provider, { email: normaliseEmail(email), newPassword }),
      { ...beforeSession, messages: resetPasswordMessage, networkMessage: RESET_NETWORK_MESSAGE },
    );
    return { ok: true, message: messageOr(answer, 'Password has been reset. You can now sign in.') };
  },
};

/** A login answers a session (it has a token) or the question for the two-factor code. */
export const loginResultType: LoginResultResolvers = {
  __resolveType: (result) => ('token' in result ? 'AuthPayload' : 'TwoFactorChallenge'),
};
