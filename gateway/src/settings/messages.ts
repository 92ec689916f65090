import type { MessageCatalogue } from '../errors/provider-failure.js';

// docs/behaviour.md §8: settings failures use 'Failed to ...' defaults per operation.
export const SETTINGS_FAILED = {
  loadNotifications: 'Failed to load notification preferences',
  updateNotifications: 'Failed to update notification preferences',
  loadPreferences: 'Failed to load your preferences',
  updatePreferences: 'Failed to update preferences',
  loadPrivacy: 'Failed to load privacy settings',
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

export const TOO_MANY_SETTINGS_ATTEMPTS = 'Too many attempts. Please try again later';

/**
 * A settings operation's failure in the user's words: the provider's reason when the request itself was
 * wrong (a bad code, password, e-mail or value; 400, 401, 404, 409), else the operation's default.
 */
export const settingsMessage =
  (fallback: string): MessageCatalogue =>
  (status, providerMessage) => {
    if (status === 429) return TOO_MANY_SETTINGS_ATTEMPTS;
    if ([400, 401, 404, 409].includes(status)) return providerMessage ?? fallback;
    return fallback;
  };
