// What a settings screen says when an operation fails and the gateway gave no message of its own
// (spec section 8: settings failures use 'Failed to ...' defaults per operation).
export const SETTINGS_FAILED = {
  loadPreferences: 'Failed to load your preferences',
  updateNotifications: 'Failed to update notification preferences',
  updatePreferences: 'Failed to update preferences',
  updatePrivacy: 'Failed to update privacy settings',
  securityEmail: 'Failed to update the security e-mail',
  enableTwoFactor: 'Failed to enable two-factor authentication',
  verifyTwoFactor: 'Failed to verify the two-factor code',
  disableTwoFactor: 'Failed to disable two-factor authentication',
  loadSessions: 'Failed to load your sessions',
  revokeSession: 'Failed to revoke the session',
  revokeOtherSessions: 'Failed to sign out other sessions',
  loadActivity: 'Failed to load your account activity',
  exportData: 'Failed to export your data',
  deleteAccount: 'Failed to delete your account',
} as const;
