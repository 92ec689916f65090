// The provider's settings answers and bodies (docs/behaviour.md §7 leaves their shapes open; these are the reference provider's).
import type { Lenient, ProviderAnswer, ProviderBody, ProviderSchema } from '../provider/contract.js';

export type NotificationPreferencesDTO = Lenient<ProviderSchema<'NotificationPreferences'>>;

export type AccountPreferencesDTO = Lenient<
  Omit<ProviderSchema<'AccountPreferences'>, 'notifications'> & { notifications: NotificationPreferencesDTO }
>;

export type PrivacySettingsDTO = Lenient<ProviderSchema<'PrivacySettings'>>;

export type TwoFactorSetupDTO = Lenient<ProviderAnswer<'/api/settings/security/2fa/enable', 'post'>>;

export type SessionDTO = Lenient<ProviderSchema<'Session'>, 'id'>;

type ActivityPage = ProviderSchema<'ActivityPage'>;

export type ActivityDTO = Lenient<ActivityPage['items'][number], 'id'>;

export type ActivityPageDTO = Lenient<Omit<ActivityPage, 'items'> & { items: ActivityDTO[] }>;

export type NotificationsBody = ProviderBody<'/api/settings/update-notifications', 'post'>;

export type AccountPreferencesBody = ProviderBody<'/api/settings/preferences/update', 'post'>;

export type PrivacyBody = ProviderBody<'/api/settings/privacy/update', 'post'>;

export type ChangePasswordBody = Required<ProviderBody<'/api/settings/change-password', 'put'>>;
