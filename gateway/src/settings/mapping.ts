import type {
  AccountPreferences,
  AccountSession,
  ActivityEntry,
  ActivityPage,
  NotificationPreferences,
  PrivacySettings,
  TwoFactorSetup,
} from '../generated/resolvers.js';
import { ProviderInvalidResponseError } from '../provider/errors.js';
import { toActivityKind } from '../people/activity-kind.js';
import { toDevice } from './device.js';
import type {
  AccountPreferencesDTO,
  ActivityDTO,
  ActivityPageDTO,
  NotificationPreferencesDTO,
  PrivacySettingsDTO,
  SessionDTO,
  TwoFactorSetupDTO,
} from './dto.js';

// A missing switch reads as its default (docs/behaviour.md §3: notifications announcements on, payments on).

export const toNotificationPreferences = (dto: NotificationPreferencesDTO | null | undefined): NotificationPreferences => ({
  announcements: dto?.announcements ?? true,
  payments: dto?.payments ?? true,
});

export const toAccountPreferences = (dto: AccountPreferencesDTO): AccountPreferences => ({
  notifications: toNotificationPreferences(dto.notifications),
  language: dto.language ?? 'en',
  timezone: dto.timezone ?? 'Africa/Dar_es_Salaam',
  dateFormat: dto.dateFormat ?? 'DD/MM/YYYY',
  securityEmail: dto.securityEmail ?? null,
  twoFactorEnabled: dto.twoFactorEnabled ?? false,
});

export const toPrivacySettings = (dto: PrivacySettingsDTO): PrivacySettings => ({
  showProfileToBatch: dto.showProfileToBatch ?? true,
  shareResultsWithMentors: dto.shareResultsWithMentors ?? false,
});

export function toTwoFactorSetup(dto: TwoFactorSetupDTO): TwoFactorSetup {
  if (!dto.secret || !dto.otpauthUri) throw new ProviderInvalidResponseError(new TypeError('no two-factor secret'));
  return { secret: dto.secret, otpauthUri: dto.otpauthUri };
}

export const toAccountSession = (dto: SessionDTO): AccountSession => ({
  id: dto.id,
  device: toDevice(dto.userAgent),
  ip: dto.ip ?? null,
  createdAt: dto.createdAt ?? '',
  lastSeenAt: dto.lastSeenAt ?? dto.createdAt ?? '',
  current: dto.current ?? false,
});

const toActivityEntry = (dto: ActivityDTO): ActivityEntry => ({
  id: dto.id,
  kind: toActivityKind(dto.kind),
  ip: dto.ip ?? null,
  device: toDevice(dto.userAgent),
  createdAt: dto.createdAt ?? '',
});

export const toActivityPage = (dto: ActivityPageDTO, asked: { limit: number; offset: number }): ActivityPage => {
  const items = Array.isArray(dto.items) ? dto.items.map(toActivityEntry) : [];
  return { items, total: dto.total ?? items.length, limit: dto.limit ?? asked.limit, offset: dto.offset ?? asked.offset };
};

/** The saved file's name: the export's date, as the provider's attachment names it. */
export function exportFileName(exportedAt: unknown, now = new Date()): string {
  const date =
    typeof exportedAt === 'string' && /^\d{4}-\d{2}-\d{2}/.test(exportedAt) ? exportedAt.slice(0, 10) : now.toISOString().slice(0, 10);
  return `nuru-yangu-data-${date}.json`;
}
