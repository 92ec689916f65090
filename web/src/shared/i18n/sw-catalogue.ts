// Every feature's Kiswahili messages (its messages/sw.json), merged into one catalogue for the reader of Kiswahili,
// with the rules' shared sentences keyed by their English (words/sw.json), which is how they arrive from the gateway.
import ruleSentences from './words/sw.json';
import { templateKey, wordsKey } from './words/keys';
import { ruleTemplates, ruleWords } from './words/rule-words';

const files = import.meta.glob<Record<string, string>>('../../**/messages/sw.json', { eager: true, import: 'default' });
const translations: Record<string, string> = ruleSentences;

const words = Object.fromEntries(
  ruleWords().flatMap(([name, english]) => (translations[name] ? [[wordsKey(english), translations[name]]] : [])),
);

const templates = Object.fromEntries(
  ruleTemplates().flatMap(([name, english]) => (translations[name] ? [[templateKey(english), translations[name]]] : [])),
);

export const swahili: Record<string, string> = Object.assign({}, ...Object.values(files), words, templates) as Record<string, string>;
