// What the settings routes answer (the gateway passes 400/401 messages through to the user).

export const SETTINGS_MESSAGES = {
  notificationsUpdated: 'Notification preferences updated',
  preferencesUpdated: 'Preferences updated',
  privacyUpdated: 'Privacy settings updated',
  invalidLanguage: 'Language must be en or sw',
  invalidTimezone: 'Unknown time zone',
  invalidDateFormat: 'Date format must be one of DD/MM/YYYY, MM/DD/YYYY, YYYY-MM-DD',
  securityEmailSaved: 'Security e-mail saved. A notice has been sent to it.',
  twoFactorAlreadyOn: 'Two-factor authentication is already on',
  twoFactorNotStarted: 'Start two-factor setup first',
  twoFactorCodeRequired: 'Enter the 6-digit code from your authenticator app',
  twoFactorEnabled: 'Two-factor authentication is on',
  twoFactorDisabled: 'Two-factor authentication is off',
  accountDeleted: 'Your account has been deleted',
  lastAdministrator: 'You are the only active administrator: another administrator must be active before you can delete your account',
  sessionNotFound: 'Session not found',
  sessionRevoked: 'Session revoked',
  otherSessionsRevoked: (count: number) => `Signed out of ${count} other ${count === 1 ? 'session' : 'sessions'}`,
} as const;
