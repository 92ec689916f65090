/** E-mails are compared trimmed and lowercased everywhere (spec section 5, reset password). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Deliberately loose: the code sent to the address is the real check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

export const INVALID_EMAIL_MESSAGE = 'Invalid email format';
