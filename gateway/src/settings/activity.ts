import type { ActivityKind } from '../generated/resolvers.js';

// The activity log in words: the provider's kind (snake case) -> the schema's kind and a sentence.
const KINDS: Record<string, [ActivityKind, string]> = {
  login: ['LOGIN', 'Signed in'],
  login_failed: ['LOGIN_FAILED', 'Failed sign-in attempt'],
  logout: ['LOGOUT', 'Signed out'],
  password_changed: ['PASSWORD_CHANGED', 'Password changed'],
  password_reset: ['PASSWORD_RESET', 'Password reset'],
  two_factor_enabled: ['TWO_FACTOR_ENABLED', 'Two-factor authentication turned on'],
  two_factor_disabled: ['TWO_FACTOR_DISABLED', 'Two-factor authentication turned off'],
  session_revoked: ['SESSION_REVOKED', 'A session was signed out'],
  sessions_revoked: ['SESSIONS_REVOKED', 'All other sessions were signed out'],
  preferences_changed: ['PREFERENCES_CHANGED', 'Preferences changed'],
  privacy_changed: ['PRIVACY_CHANGED', 'Privacy settings changed'],
  security_email_changed: ['SECURITY_EMAIL_CHANGED', 'Security e-mail changed'],
  data_exported: ['DATA_EXPORTED', 'Data exported'],
  profile_updated: ['PROFILE_UPDATED', 'Profile updated'],
  account_deleted: ['ACCOUNT_DELETED', 'Account deleted'],
};

/** The schema's kind and description of a provider activity kind; unknown kinds stay readable. */
export function describeActivity(kind: string | undefined): { kind: ActivityKind; description: string } {
  const known = kind ? KINDS[kind] : undefined;
  if (known) return { kind: known[0], description: known[1] };
  const words = (kind ?? '').replace(/_/g, ' ').trim();
  return { kind: 'OTHER', description: words ? words[0]!.toUpperCase() + words.slice(1) : 'Account activity' };
}

export const ACTIVITY_DEFAULT_LIMIT = 50;
export const ACTIVITY_MAX_LIMIT = 100;

/** docs/behaviour.md §9: limit 50 and offset 0 by default; out-of-range values are brought into range. */
export function activityPaging(limit: number | null | undefined, offset: number | null | undefined): { limit: number; offset: number } {
  const wantedLimit = limit ?? ACTIVITY_DEFAULT_LIMIT;
  return {
    limit: Math.min(Math.max(Math.trunc(wantedLimit), 1), ACTIVITY_MAX_LIMIT),
    offset: Math.max(Math.trunc(offset ?? 0), 0),
  };
}
