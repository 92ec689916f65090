import type { ActivityKind } from '../generated/resolvers.js';
import { knownCode } from '../provider/known-code.js';

// The provider's activity kinds (snake case: login_failed) as the schema's codes (LOGIN_FAILED), which the web words.
const KINDS: Record<Exclude<ActivityKind, 'OTHER'>, true> = {
  LOGIN: true,
  LOGIN_FAILED: true,
  LOGOUT: true,
  PASSWORD_CHANGED: true,
  PASSWORD_RESET: true,
  TWO_FACTOR_ENABLED: true,
  TWO_FACTOR_DISABLED: true,
  SESSION_REVOKED: true,
  SESSIONS_REVOKED: true,
  PREFERENCES_CHANGED: true,
  PRIVACY_CHANGED: true,
  SECURITY_EMAIL_CHANGED: true,
  DATA_EXPORTED: true,
  PROFILE_UPDATED: true,
  ACCOUNT_DELETED: true,
  EMAIL_CHANGED: true,
};

/** The schema's kind of a provider activity kind; one the schema does not name yet is OTHER. */
export const toActivityKind = (kind: unknown): ActivityKind =>
  knownCode(KINDS, typeof kind === 'string' ? kind.toUpperCase() : null) ?? 'OTHER';
