import { isEmail, normalizeEmail } from '../users/email-rules.js';

export const MAX_INVITES_PER_REQUEST = 500;

/** Normalised, de-duplicated e-mails, or the first invalid one so the admin can fix the list. */
export function parseInviteList(emails: readonly string[]): { emails: string[] } | { invalid: string } {
  const normalised = new Set<string>();
  for (const raw of emails) {
    const email = normalizeEmail(raw);
    if (!isEmail(email)) return { invalid: raw };
    normalised.add(email);
  }
  return { emails: [...normalised] };
}
