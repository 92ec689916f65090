// An e-mail address as every form and service of docs/behaviour.md §5 takes it.
export const EMAIL_REQUIRED = 'Email is required';
export const INVALID_EMAIL_MESSAGE = 'Invalid email format';

// "Looks like an address": something@something.tld, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(email: string): boolean {
  return EMAIL_SHAPE.test(email);
}

/** Trimmed and lowercased, as the reset-password service and the provider compare addresses. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Why the typed address cannot be sent (it is checked trimmed), or null. */
export function emailProblem(email: string): string | null {
  const value = email.trim();
  if (value === '') return EMAIL_REQUIRED;
  return looksLikeEmail(value) ? null : INVALID_EMAIL_MESSAGE;
}
