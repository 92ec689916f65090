// The portal's own words in each language, read from the web's catalogues: every message of
// web/src/**/messages/<locale>.json, and the rules' shared sentences the gateway answers with (English in @nuru/rules,
// Kiswahili in web/src/shared/i18n/words/sw.json). A word is a language's own when the other language's catalogues
// never use it: "PDF", "NHIF" or a "control number" glossed in a Kiswahili sentence belong to neither.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ruleTemplates, ruleWords } from '../../web/src/shared/i18n/words/rule-words.ts';

export type Language = 'en' | 'sw';

const SOURCE = fileURLToPath(new URL('../../web/src', import.meta.url));
const RULE_SENTENCES_SW = path.join(SOURCE, 'shared/i18n/words/sw.json');

/** The words of a text as the detector compares them: lower case, runs of letters of two or more. */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word.length > 1);
}

function catalogueFiles(dir: string, locale: Language): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : catalogueFiles(full, locale);
    return path.basename(dir) === 'messages' && entry.name === `${locale}.json` ? [full] : [];
  });
}

/** The text a reader sees of a message: its literals, in every plural and select branch and inside its tags. */
function literals(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal) return [element.value];
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      return Object.values(element.options).flatMap((option) => literals(option.value));
    }
    return element.type === TYPE.tag ? literals(element.children) : [];
  });
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

/** Every sentence of a language's catalogues, as a reader sees it (placeholders left out). */
function sentences(locale: Language): string[] {
  const messages = catalogueFiles(SOURCE, locale).flatMap((file) => Object.values(readJson(file)));
  const shared =
    locale === 'en' ? [...ruleWords(), ...ruleTemplates()].map(([, english]) => english) : Object.values(readJson(RULE_SENTENCES_SW));
  return [...messages.flatMap((message) => literals(parse(message))), ...shared];
}

function vocabulary(locale: Language): Set<string> {
  return new Set(sentences(locale).flatMap(wordsOf));
}

/** The words only `locale`'s catalogues use: on a screen in the other language, each is one left untranslated. */
export function ownWords(locale: Language): Set<string> {
  const own = vocabulary(locale);
  const other = vocabulary(locale === 'en' ? 'sw' : 'en');
  return new Set([...own].filter((word) => !other.has(word)));
}
