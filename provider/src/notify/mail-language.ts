import { DEFAULT_LANGUAGE, LANGUAGES } from '../db/schema.js';

// Which language an e-mail is written in. Each e-mail's words live beside it in both languages
// (`InLanguages`); this picks the reader's.

export type Language = (typeof LANGUAGES)[number];

/** One e-mail's words in every language; each has the same shape, so a missing Kiswahili text fails typecheck. */
export type InLanguages<Words> = Record<Language, Words>;

export interface Mail {
  subject: string;
  text: string;
}

/**
 * Who reads the e-mail: an account, by its saved language (null when it never saved settings), or a person
 * without an account yet, by the language their request named (anything else names none).
 */
export type Reader = { account: Language | null } | { visitor: unknown };

/** A person without an account whose language nothing tells. */
export const UNKNOWN_VISITOR: Reader = { visitor: undefined };

/** Kiswahili first: the programme's scholars are in Tanzania. */
const BOTH: readonly Language[] = ['sw', 'en'];
/** Opens each version after the first, so a reader of the other language finds theirs. */
const VERSION_HEADING: InLanguages<string> = { en: '--- English ---', sw: '--- Kiswahili ---' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The languages the reader's e-mail is written in, in order. */
export function mailLanguages(reader: Reader): readonly Language[] {
  if ('account' in reader) return [reader.account ?? DEFAULT_LANGUAGE];
  return isLanguage(reader.visitor) ? [reader.visitor] : BOTH;
}

/** The e-mail in the reader's language; in both, one after the other, when the reader's language is not known. */
export function mailFor(reader: Reader, write: (language: Language) => Mail): Mail {
  const versions = mailLanguages(reader).map((language) => ({ language, ...write(language) }));
  return {
    subject: versions.map((mail) => mail.subject).join(' / '),
    text: versions.map((mail, i) => (i === 0 ? mail.text : `${VERSION_HEADING[mail.language]}\n\n${mail.text}`)).join('\n\n'),
  };
}

/** A moment as an e-mail says it: in the reader's language and time zone, the zone named. */
export function mailMoment(at: Date, language: Language, timeZone: string): string {
  const locale = language === 'sw' ? 'sw-TZ' : 'en-GB';
  const parts = { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;
  return new Intl.DateTimeFormat(locale, { ...parts, timeZone }).format(at);
}
