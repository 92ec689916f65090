// docs/behaviour.md §8, sign-up and sign-in: what a screen says when the service gave no words of its own.
export const LOGIN_DEFAULT = 'An error occurred during login';
export const SIGNUP_DEFAULT = 'An error occurred during sign up';
export const VERIFY_DEFAULT = 'An error occurred during verification';
export const SET_PASSWORD_DEFAULT = 'An error occurred setting your password';
export const COMPLETE_PROFILE_DEFAULT = 'An error occurred completing your profile';
export const RESET_PASSWORD_FAILED = 'Failed to reset password';
export const COMPLETE_EMAIL_MISSING_MESSAGE = 'Email is required but missing';
