import { describe, expect, it } from 'vitest';
import { toActivityKind } from './activity-kind.js';

describe('toActivityKind (the provider’s kind -> the schema’s code)', () => {
  it.each([
    ['login', 'LOGIN'],
    ['login_failed', 'LOGIN_FAILED'],
    ['logout', 'LOGOUT'],
    ['password_changed', 'PASSWORD_CHANGED'],
    ['password_reset', 'PASSWORD_RESET'],
    ['two_factor_enabled', 'TWO_FACTOR_ENABLED'],
    ['two_factor_disabled', 'TWO_FACTOR_DISABLED'],
    ['session_revoked', 'SESSION_REVOKED'],
    ['sessions_revoked', 'SESSIONS_REVOKED'],
    ['preferences_changed', 'PREFERENCES_CHANGED'],
    ['privacy_changed', 'PRIVACY_CHANGED'],
    ['security_email_changed', 'SECURITY_EMAIL_CHANGED'],
    ['data_exported', 'DATA_EXPORTED'],
    ['profile_updated', 'PROFILE_UPDATED'],
    ['account_deleted', 'ACCOUNT_DELETED'],
    ['email_changed', 'EMAIL_CHANGED'],
    ['mentor_contacted', 'OTHER'],
    ['other', 'OTHER'],
    ['', 'OTHER'],
    [null, 'OTHER'],
    [undefined, 'OTHER'],
  ])('%j -> %s', (kind, expected) => {
    expect(toActivityKind(kind)).toBe(expected);
  });
});
