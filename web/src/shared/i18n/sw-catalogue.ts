// Every feature's Kiswahili messages (its messages/sw.json), merged into one catalogue for the reader of Kiswahili,
// with the rules' shared sentences keyed by their English (words/sw.json), which is how they arrive from the gateway.
// The build precompiles the messages, never the sentences: serverWords reads those as strings.
import type { Catalogue } from './catalogues';
import ruleSentences from './words/sw.json';
import { templateKey, wordsKey } from './words/keys';
import { ruleTemplates, ruleWords } from './words/rule-words';

const files = import.meta.glob<Catalogue>('../../**/messages/sw.json', { eager: true, import: 'default' });
const translations: Record<string, string> = ruleSentences;

const words = Object.fromEntries(
  ruleWords().flatMap(([name, english]) => (translations[name] ? [[wordsKey(english), translations[name]]] : [])),
);

const templates = Object.fromEntries(
  ruleTemplates().flatMap(([name, english]) => (translations[name] ? [[templateKey(english), translations[name]]] : [])),
);

export const swahili = Object.assign({}, ...Object.values(files), words, templates) as Catalogue;
