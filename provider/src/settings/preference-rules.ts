import { DATE_FORMATS, DEFAULT_LANGUAGE, LANGUAGES, type accountSettings } from '../db/schema.js';
import { SETTINGS_MESSAGES } from './messages.js';

export type SettingsRow = typeof accountSettings.$inferSelect;
export type SettingsChanges = Partial<Omit<typeof accountSettings.$inferInsert, 'userId' | 'updatedAt'>>;

/** An account without a settings row has these (docs/behaviour.md §3: announcements and payments notifications on). */
export const DEFAULT_SETTINGS: Omit<SettingsRow, 'userId' | 'updatedAt'> = {
  notifyAnnouncements: true,
  notifyPayments: true,
  language: DEFAULT_LANGUAGE,
  timezone: 'Africa/Dar_es_Salaam',
  dateFormat: 'DD/MM/YYYY',
  showProfileToBatch: true,
  shareResultsWithMentors: false,
  securityEmail: null,
  twoFactorPendingSecret: null,
  twoFactorSecret: null,
  twoFactorEnabledAt: null,
  twoFactorLoginStep: null,
};

type Settings = Omit<SettingsRow, 'userId' | 'updatedAt'>;

export const notificationsView = (s: Settings) => ({ announcements: s.notifyAnnouncements, payments: s.notifyPayments });

export const preferencesView = (s: Settings) => ({
  notifications: notificationsView(s),
  language: s.language,
  timezone: s.timezone,
  dateFormat: s.dateFormat,
  securityEmail: s.securityEmail,
  twoFactorEnabled: s.twoFactorEnabledAt !== null,
});

export const privacyView = (s: Settings) => ({
  showProfileToBatch: s.showProfileToBatch,
  shareResultsWithMentors: s.shareResultsWithMentors,
});

export interface NotificationsUpdate {
  announcements?: boolean;
  payments?: boolean;
}

export function notificationChanges(body: NotificationsUpdate): SettingsChanges {
  return definedOnly({ notifyAnnouncements: body.announcements, notifyPayments: body.payments });
}

export interface PreferencesUpdate {
  notifications?: NotificationsUpdate;
  language?: string;
  timezone?: string;
  dateFormat?: string;
}

/** The changes a preferences update asks for, or the first rule it breaks. */
export function preferenceChanges(body: PreferencesUpdate): { changes: SettingsChanges } | { problem: string } {
  const { language, timezone, dateFormat } = body;
  if (language !== undefined && !isOneOf(LANGUAGES, language)) return { problem: SETTINGS_MESSAGES.invalidLanguage };
  if (timezone !== undefined && !isTimeZone(timezone)) return { problem: SETTINGS_MESSAGES.invalidTimezone };
  if (dateFormat !== undefined && !isOneOf(DATE_FORMATS, dateFormat)) return { problem: SETTINGS_MESSAGES.invalidDateFormat };
  return { changes: { ...notificationChanges(body.notifications ?? {}), ...definedOnly({ language, timezone, dateFormat }) } };
}

export interface PrivacyUpdate {
  showProfileToBatch?: boolean;
  shareResultsWithMentors?: boolean;
}

export const privacyChanges = (body: PrivacyUpdate): SettingsChanges =>
  definedOnly({ showProfileToBatch: body.showProfileToBatch, shareResultsWithMentors: body.shareResultsWithMentors });

/** An IANA zone this runtime knows (Intl refuses the others). */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
