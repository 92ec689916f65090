import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ActivityKind } from '@/gql/graphql';

const WORDS = defineMessages<ActivityKind>({
  LOGIN: { id: 'shared.activityKind.login', defaultMessage: 'Signed in' },
  LOGIN_FAILED: { id: 'shared.activityKind.loginFailed', defaultMessage: 'Failed sign-in attempt' },
  LOGOUT: { id: 'shared.activityKind.logout', defaultMessage: 'Signed out' },
  PASSWORD_CHANGED: { id: 'shared.activityKind.passwordChanged', defaultMessage: 'Password changed' },
  PASSWORD_RESET: { id: 'shared.activityKind.passwordReset', defaultMessage: 'Password reset' },
  TWO_FACTOR_ENABLED: { id: 'shared.activityKind.twoFactorEnabled', defaultMessage: 'Two-factor authentication turned on' },
  TWO_FACTOR_DISABLED: { id: 'shared.activityKind.twoFactorDisabled', defaultMessage: 'Two-factor authentication turned off' },
  SESSION_REVOKED: { id: 'shared.activityKind.sessionRevoked', defaultMessage: 'A session was signed out' },
  SESSIONS_REVOKED: { id: 'shared.activityKind.sessionsRevoked', defaultMessage: 'All other sessions were signed out' },
  PREFERENCES_CHANGED: { id: 'shared.activityKind.preferencesChanged', defaultMessage: 'Preferences changed' },
  PRIVACY_CHANGED: { id: 'shared.activityKind.privacyChanged', defaultMessage: 'Privacy settings changed' },
  SECURITY_EMAIL_CHANGED: { id: 'shared.activityKind.securityEmailChanged', defaultMessage: 'Security e-mail changed' },
  DATA_EXPORTED: { id: 'shared.activityKind.dataExported', defaultMessage: 'Data exported' },
  PROFILE_UPDATED: { id: 'shared.activityKind.profileUpdated', defaultMessage: 'Profile updated' },
  ACCOUNT_DELETED: { id: 'shared.activityKind.accountDeleted', defaultMessage: 'Account deleted' },
  EMAIL_CHANGED: { id: 'shared.activityKind.emailChanged', defaultMessage: 'Sign-in e-mail changed' },
  OTHER: { id: 'shared.activityKind.other', defaultMessage: 'Account activity' },
});

/** What happened on an account, as the scholar's own log and the desk's page of them say it. */
export function activityKindMessage(kind: ActivityKind): MessageDescriptor {
  return WORDS[kind];
}
