/** E-mails are compared trimmed and lowercased everywhere (docs/behaviour.md §5, reset password). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An address as typed, for comparing (`email`) and for showing back to the person (`typed`, only trimmed). */
export function emailAsTyped(raw: string): { email: string; typed: string } {
  return { email: normalizeEmail(raw), typed: raw.trim() };
}

/** The address a person is shown: as they typed it, else (accounts made before it was kept) the compared one. */
export function shownEmail(user: { email: string; displayEmail: string | null }): string {
  return user.displayEmail ?? user.email;
}

// Deliberately loose: the code sent to the address is the real check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

export const INVALID_EMAIL_MESSAGE = 'Invalid email format';
