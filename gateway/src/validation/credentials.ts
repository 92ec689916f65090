/** Spec section 9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

export const INVALID_EMAIL_MESSAGE = 'Invalid email format';
export const SHORT_PASSWORD_MESSAGE = 'Password must be at least 8 characters long';

// "Looks like an address" (spec section 5): something@something.tld, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(email: string): boolean {
  return EMAIL_SHAPE.test(email);
}

export function isLongEnough(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH;
}
