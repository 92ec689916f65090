import type { MessageCatalogue } from '../errors/provider-failure.js';
import {
  COMPLETE_PROFILE_DEFAULT,
  LOGIN_DEFAULT,
  RESET_PASSWORD_FAILED,
  SET_PASSWORD_DEFAULT,
  SIGNUP_DEFAULT,
  VERIFY_DEFAULT,
} from '@nuru/rules/auth';

// docs/behaviour.md §8, sign-up and login: the provider's message when it gave one, else these defaults.
export const RESET_CODE_DEFAULT = 'Failed to send reset code';
export const INVALID_CODE_MESSAGE = 'Invalid verification code. Please check and try again.';
export const RESET_NETWORK_MESSAGE = 'Network error occurred. Please try again.';

const providerMessageOr =
  (fallback: string): MessageCatalogue =>
  (_status, providerMessage) =>
    providerMessage ?? fallback;

export const loginMessage = providerMessageOr(LOGIN_DEFAULT);
export const startSignupMessage = providerMessageOr(SIGNUP_DEFAULT);
export const setPasswordMessage = providerMessageOr(SET_PASSWORD_DEFAULT);
export const completeProfileMessage = providerMessageOr(COMPLETE_PROFILE_DEFAULT);
export const resetCodeMessage = providerMessageOr(RESET_CODE_DEFAULT);

/** A wrong or expired code (400/401 mentioning the token) reads the same to the user. */
export const verifyMessage: MessageCatalogue = (status, providerMessage) => {
  if ((status === 400 || status === 401) && providerMessage?.toLowerCase().includes('token')) {
    return INVALID_CODE_MESSAGE;
  }
  return providerMessage ?? VERIFY_DEFAULT;
};

/** docs/behaviour.md §8, reset password by status. */
export const resetPasswordMessage: MessageCatalogue = (status, providerMessage) => {
  switch (status) {
    case 400:
      return providerMessage ?? 'Invalid request data';
    case 401:
      return 'Unauthorized access';
    case 403:
      return 'Insufficient permissions';
    case 404:
      return 'User not found';
    case 429:
      return 'Too many attempts. Please try again later';
    default:
      return providerMessage ?? RESET_PASSWORD_FAILED;
  }
};

export { COMPLETE_PROFILE_DEFAULT, LOGIN_DEFAULT, SET_PASSWORD_DEFAULT, SIGNUP_DEFAULT, VERIFY_DEFAULT };
