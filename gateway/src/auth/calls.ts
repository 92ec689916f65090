import type { SignupCompleteBody } from '../profile/dto.js';
import type { ProviderSession } from '../provider/session.js';

// The provider's auth calls (spec section 7). Answers other than login are `{message}`.

export interface LoginBody {
  email: string;
  password: string;
  /** The authenticator app's code, for an account with two-factor on. */
  code?: string;
}

export const postLogin = (provider: ProviderSession, body: LoginBody) =>
  provider.send<unknown>('POST', '/auth/login', body);

export const postLogout = (provider: ProviderSession) => provider.send<unknown>('POST', '/logout');

/** The initial form of signup/initial; it is told apart from verification by its `password` key. */
export const postSignupInitial = (
  provider: ProviderSession,
  body: { email: string; password: string; confirmPassword: string; token: '' },
) => provider.send<unknown>('POST', '/auth/signup/initial', body);

/** The verification form of signup/initial: checks a sign-up or password-reset code. */
export const postSignupVerification = (provider: ProviderSession, body: { email: string; token: string }) =>
  provider.send<unknown>('POST', '/auth/signup/initial', body);

export const postSetPassword = (provider: ProviderSession, body: { email: string; password: string }) =>
  provider.send<unknown>('POST', '/auth/signup/set-password', body);

export const postSignupComplete = (provider: ProviderSession, body: SignupCompleteBody) =>
  provider.send<unknown>('POST', '/auth/signup/complete', body);

export const postPasswordResetCode = (provider: ProviderSession, body: { email: string }) =>
  provider.send<unknown>('POST', '/auth/password-reset/code', body);

/** The spec's path as written, under the /api base: the URL is /api/api/auth/reset-password. */
export const postResetPassword = (provider: ProviderSession, body: { email: string; newPassword: string }) =>
  provider.send<unknown>('POST', '/api/auth/reset-password', body);
