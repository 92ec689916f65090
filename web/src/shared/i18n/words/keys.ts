// How a language's catalogue holds the rules' sentences: kept apart from rule-words.ts so the code that reads them
// (words.ts, on every screen) does not bring every rules module into the first download.

/** The key under which a catalogue holds the translation of an English sentence. */
export const wordsKey = (english: string) => `words:${english}`;

/** What stands in a sentence with blanks for each blank, in order: the translation writes them {0}, {1}. */
export const BLANKS = ['\u0001', '\u0002', '\u0003'] as const;

/** The key under which a catalogue holds the translation of a sentence with blanks (written with BLANKS). */
export const templateKey = (englishWithBlanks: string) => `wordsTemplate:${englishWithBlanks}`;
export const TEMPLATE_PREFIX = templateKey('');
