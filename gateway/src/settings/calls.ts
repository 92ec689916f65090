import type { ProviderSession } from '../provider/session.js';
import type { AccountPreferencesDTO, NotificationPreferencesDTO, PrivacySettingsDTO } from './dto.js';

// The provider's settings calls (spec section 7).

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

export const putChangePassword = (provider: ProviderSession, body: ChangePasswordBody) =>
  provider.send<unknown>('PUT', '/settings/change-password', body);

export const getNotificationPreferences = (provider: ProviderSession) => provider.get<unknown>('/settings/preferences');

export const postUpdateNotifications = (provider: ProviderSession, body: NotificationPreferencesDTO) =>
  provider.send<unknown>('POST', '/settings/update-notifications', body);

export const getAllPreferences = (provider: ProviderSession) => provider.get<unknown>('/settings/preferences/all');

export const postUpdatePreferences = (provider: ProviderSession, body: Omit<AccountPreferencesDTO, 'securityEmail' | 'twoFactorEnabled'>) =>
  provider.send<unknown>('POST', '/settings/preferences/update', body);

export const getPrivacy = (provider: ProviderSession) => provider.get<unknown>('/settings/privacy');

export const postUpdatePrivacy = (provider: ProviderSession, body: PrivacySettingsDTO) =>
  provider.send<unknown>('POST', '/settings/privacy/update', body);

export const postSecurityEmail = (provider: ProviderSession, body: { email: string }) =>
  provider.send<unknown>('POST', '/settings/security/email', body);

export const postEnableTwoFactor = (provider: ProviderSession) => provider.send<unknown>('POST', '/settings/security/2fa/enable');

export const postVerifyTwoFactor = (provider: ProviderSession, body: { code: string }) =>
  provider.send<unknown>('POST', '/settings/security/2fa/verify', body);

export const postDisableTwoFactor = (provider: ProviderSession, body: { password: string; code: string }) =>
  provider.send<unknown>('POST', '/settings/security/2fa/disable', body);

export const postDeleteAccount = (provider: ProviderSession, body: { password: string; reason: string }) =>
  provider.send<unknown>('POST', '/settings/account/delete', body);

export const getAccountExport = (provider: ProviderSession) => provider.get<unknown>('/settings/account/export');

export const getAccountActivity = (provider: ProviderSession, page: { limit: number; offset: number }) =>
  provider.get<unknown>(`/settings/account/activity?limit=${page.limit}&offset=${page.offset}`);

export const getSessions = (provider: ProviderSession) => provider.get<unknown>('/settings/sessions');

export const postRevokeSession = (provider: ProviderSession, id: string) =>
  provider.send<unknown>('POST', `/settings/sessions/${encodeURIComponent(id)}/revoke`);

export const postRevokeAllSessions = (provider: ProviderSession) => provider.send<unknown>('POST', '/settings/sessions/revoke-all');
