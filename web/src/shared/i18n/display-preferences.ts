// How the portal speaks and writes dates to one person: the account's saved choice once signed in, the
// browser's remembered choice before. The provider's preference rules are the authority on the values.
import { digitsIn } from './dates';

export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];
/** Each language in its own words, as a switcher offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' };
/** The tags Intl knows each language by: plural rules, number formats and the build's parse of each message follow them. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', sw: 'sw-TZ' };

export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export type DisplayPreferences = { locale: Locale; timeZone: string; dateFormat: DateFormat };

export const DEFAULT_PREFERENCES: DisplayPreferences = { locale: 'en', timeZone: 'Africa/Dar_es_Salaam', dateFormat: 'DD/MM/YYYY' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
const isDateFormat = (value: unknown): value is DateFormat => DATE_FORMATS.includes(value as DateFormat);

function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !value) return false;
  try {
    digitsIn(value);
    return true;
  } catch {
    return false;
  }
}

/** The account's saved values as the gateway gives them; anything unknown keeps the current choice. */
export function fromAccount(
  saved: { language?: string | null; timezone?: string | null; dateFormat?: string | null },
  current: DisplayPreferences,
): DisplayPreferences {
  return {
    locale: isLocale(saved.language) ? saved.language : current.locale,
    timeZone: isTimeZone(saved.timezone) ? saved.timezone : current.timeZone,
    dateFormat: isDateFormat(saved.dateFormat) ? saved.dateFormat : current.dateFormat,
  };
}

const LOCALE_KEY = 'nuru.locale';

/** A visitor's language: what they chose on this browser before, else Kiswahili when the browser prefers it. */
export function visitorLocale(storage: Pick<Storage, 'getItem'> | undefined, languages: readonly string[]): Locale {
  const remembered = safely(() => storage?.getItem(LOCALE_KEY));
  if (isLocale(remembered)) return remembered;
  return languages.some((tag) => tag.toLowerCase().startsWith('sw')) ? 'sw' : 'en';
}

export function rememberLocale(storage: Pick<Storage, 'setItem'> | undefined, locale: Locale): void {
  safely(() => storage?.setItem(LOCALE_KEY, locale));
}

// Private windows and locked-down browsers refuse storage; the choice then lasts for the visit only.
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
