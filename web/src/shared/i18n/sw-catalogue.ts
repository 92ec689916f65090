// Every feature's Kiswahili messages (its messages/sw.json), merged into one catalogue for the reader of Kiswahili,
// with the rules' shared sentences keyed by their English (words/sw.json by name, words/en.json's English for each
// name), which is how they arrive from the gateway. The English is read from words/en.json, not from the rules
// modules themselves: importing every module whole for this file kept all their sentences and exports in the files
// the screens share. The build precompiles the messages, never the sentences: serverWords reads those as strings.
import type { Catalogue } from './catalogues';
import ruleEnglish from './words/en.json';
import ruleSentences from './words/sw.json';
import { BLANKS, templateKey, wordsKey } from './words/keys';

const files = import.meta.glob<Catalogue>('../../**/messages/sw.json', { eager: true, import: 'default' });
const translations: Record<string, string> = ruleSentences;

// A sentence with blanks (written with BLANKS) is a template; its translation fills them.
const keyOf = (english: string) => (english.includes(BLANKS[0]) ? templateKey(english) : wordsKey(english));

const rules = Object.fromEntries(
  Object.entries(ruleEnglish).flatMap(([name, english]) => (translations[name] ? [[keyOf(english), translations[name]]] : [])),
);

export const swahili = Object.assign({}, ...Object.values(files), rules) as Catalogue;
