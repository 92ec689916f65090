import { describe, expect, it } from 'vitest';
import { activityPaging, describeActivity } from './activity.js';

describe('describeActivity', () => {
  it.each([
    ['login', 'LOGIN', 'Signed in'],
    ['login_failed', 'LOGIN_FAILED', 'Failed sign-in attempt'],
    ['logout', 'LOGOUT', 'Signed out'],
    ['password_changed', 'PASSWORD_CHANGED', 'Password changed'],
    ['password_reset', 'PASSWORD_RESET', 'Password reset'],
    ['two_factor_enabled', 'TWO_FACTOR_ENABLED', 'Two-factor authentication turned on'],
    ['two_factor_disabled', 'TWO_FACTOR_DISABLED', 'Two-factor authentication turned off'],
    ['session_revoked', 'SESSION_REVOKED', 'A session was signed out'],
    ['sessions_revoked', 'SESSIONS_REVOKED', 'All other sessions were signed out'],
    ['preferences_changed', 'PREFERENCES_CHANGED', 'Preferences changed'],
    ['privacy_changed', 'PRIVACY_CHANGED', 'Privacy settings changed'],
    ['security_email_changed', 'SECURITY_EMAIL_CHANGED', 'Security e-mail changed'],
    ['data_exported', 'DATA_EXPORTED', 'Data exported'],
    ['profile_updated', 'PROFILE_UPDATED', 'Profile updated'],
    ['account_deleted', 'ACCOUNT_DELETED', 'Account deleted'],
    ['mentor_contacted', 'OTHER', 'Mentor contacted'],
    [undefined, 'OTHER', 'Account activity'],
  ])('%j -> %s, %s', (kind, expectedKind, description) => {
    expect(describeActivity(kind)).toEqual({ kind: expectedKind, description });
  });
});

describe('activityPaging (docs/behaviour.md §9: limit 50, offset 0)', () => {
  it.each([
    [undefined, undefined, { limit: 50, offset: 0 }],
    [null, null, { limit: 50, offset: 0 }],
    [10, 20, { limit: 10, offset: 20 }],
    [0, 0, { limit: 1, offset: 0 }],
    [500, 0, { limit: 100, offset: 0 }],
    [50, -5, { limit: 50, offset: 0 }],
  ])('%j, %j -> %j', (limit, offset, expected) => {
    expect(activityPaging(limit, offset)).toEqual(expected);
  });
});
