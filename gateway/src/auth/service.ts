import { withProviderErrors, type FailureRules, type MessageCatalogue } from '../errors/provider-failure.js';
import { UserFacingError } from '../errors/user-facing.js';
import type { CompleteProfileInput, SessionUser } from '../generated/resolvers.js';
import type { ProviderBody } from '../provider/contract.js';
import { ProviderError } from '../provider/errors.js';
import type { ProviderSession } from '../provider/session.js';
import { readLoginAnswer, twoFactorPrompt } from './login-answer.js';
import { toSignupCompleteBody } from './mapping.js';
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

/** With `code`, the authenticator app's, for an account with two-factor on. */
export type LoginBody = ProviderBody<'/api/auth/login', 'post'>;

export type LoginOutcome = { token: string; user: SessionUser } | { twoFactorPrompt: string };

export type LogoutOutcome = { confirmed: true; answer: unknown } | { confirmed: false; reason: unknown };

// Before a session exists a provider 401 means wrong credentials or code, never "session over"
// (docs/behaviour.md §4: on the sign-up pages the 401 goes to the caller).
const beforeSession = (messages: MessageCatalogue, networkMessage: string): FailureRules => ({
  unauthorizedIsUserInput: true,
  messages,
  networkMessage,
});

const loggingIn: FailureRules = {
  messages: loginMessage,
  networkMessage: LOGIN_DEFAULT,
  // A wrong password must not look like an expired session to the browser.
  code: (status) => (status === 429 ? 'RATE_LIMITED' : 'BAD_USER_INPUT'),
};

/** The provider's sign-in, sign-up and password-reset calls (docs/behaviour.md §7), failing in the words of section 8. */
export class AuthService {
  constructor(private readonly provider: ProviderSession) {}

  /** `POST /auth/login`: either answer shape of docs/behaviour.md §3, or the question for the two-factor code. */
  async login(body: LoginBody): Promise<LoginOutcome> {
    const answer = await withProviderErrors(() => this.provider.send<unknown>('POST', '/auth/login', body), loggingIn);
    const prompt = twoFactorPrompt(answer);
    if (prompt) return { twoFactorPrompt: prompt };
    const reading = readLoginAnswer(answer);
    if (!reading.ok) throw new UserFacingError(reading.message, 'UPSTREAM_UNAVAILABLE');
    return { token: reading.token, user: reading.user };
  }

  /** `POST /logout` (revokes the token). Never fails: the browser signs out whatever the provider says. */
  async logout(): Promise<LogoutOutcome> {
    try {
      return { confirmed: true, answer: await this.provider.send<unknown>('POST', '/logout') };
    } catch (error) {
      // A token the provider no longer accepts is a session that has already ended.
      if (error instanceof ProviderError && error.status === 401) return { confirmed: true, answer: undefined };
      return { confirmed: false, reason: error };
    }
  }

  /** `POST /auth/signup/initial` in its first form (told apart by its `password` key): mails an invited e-mail a code. */
  startSignup(body: { email: string; password: string; confirmPassword: string }): Promise<unknown> {
    return withProviderErrors(
      () => this.provider.send<unknown>('POST', '/auth/signup/initial', { ...body, token: '' }),
      beforeSession(startSignupMessage, SIGNUP_DEFAULT),
    );
  }

  /** `POST /auth/signup/initial` in its verification form: checks a sign-up or password-reset code. */
  verifyEmail(body: { email: string; token: string }): Promise<unknown> {
    return withProviderErrors(
      () => this.provider.send<unknown>('POST', '/auth/signup/initial', body),
      beforeSession(verifyMessage, VERIFY_DEFAULT),
    );
  }

  /** `POST /auth/signup/set-password` for a verified e-mail. */
  setPassword(body: { email: string; password: string }): Promise<unknown> {
    return withProviderErrors(
      () => this.provider.send<unknown>('POST', '/auth/signup/set-password', body),
      beforeSession(setPasswordMessage, SET_PASSWORD_DEFAULT),
    );
  }

  /** `POST /auth/signup/complete`: the scholar's profile, with the provider's field names. */
  completeSignup(input: CompleteProfileInput): Promise<unknown> {
    return withProviderErrors(
      () => this.provider.send<unknown>('POST', '/auth/signup/complete', toSignupCompleteBody(input)),
      beforeSession(completeProfileMessage, COMPLETE_PROFILE_DEFAULT),
    );
  }

  /** `POST /auth/password-reset/code`: answers the same whether or not the e-mail is registered. */
  requestPasswordReset(body: { email: string }): Promise<unknown> {
    return withProviderErrors(
      () => this.provider.send<unknown>('POST', '/auth/password-reset/code', body),
      beforeSession(resetCodeMessage, RESET_CODE_DEFAULT),
    );
  }

  /** The spec's path as written, under the /api base: the URL is /api/api/auth/reset-password. */
  resetPassword(body: { email: string; newPassword: string }): Promise<unknown> {
    return withProviderErrors(
      () => this.provider.send<unknown>('POST', '/api/auth/reset-password', body),
      beforeSession(resetPasswordMessage, RESET_NETWORK_MESSAGE),
    );
  }
}
