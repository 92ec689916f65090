// Writes each catalogue's messages/en.json from the English in the code, and the rules' sentences
// (shared/i18n/words/en.json) from @nuru/rules, and lists the Kiswahili still to write.
// Run after adding or changing a message or a rules sentence: pnpm --filter @nuru/web i18n:extract
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ruleTemplates, ruleWords } from '../src/shared/i18n/words/rule-words.ts';
import { catalogueFolders, messagesInCode, readCatalogue, serialise, SOURCE } from './catalogues.mjs';

const { byFolder, problems } = await messagesInCode();
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
for (const folder of catalogueFolders()) {
  const english = byFolder.get(folder) ?? {};
  writeFileSync(path.join(folder, 'messages', 'en.json'), serialise(english));
  const swahili = readCatalogue(folder, 'sw') ?? {};
  const missing = Object.keys(english).filter((id) => !(id in swahili));
  const stale = Object.keys(swahili).filter((id) => !(id in english));
  const where = path.relative(SOURCE, folder);
  if (missing.length) console.log(`${where}: ${missing.length} to translate in messages/sw.json: ${missing.join(', ')}`);
  if (stale.length) console.log(`${where}: ${stale.length} no longer used in messages/sw.json: ${stale.join(', ')}`);
}

const words = path.join(SOURCE, 'shared', 'i18n', 'words');
const sentences = Object.fromEntries([...ruleWords(), ...ruleTemplates()]);
writeFileSync(path.join(words, 'en.json'), serialise(sentences));
const translated = JSON.parse(readFileSync(path.join(words, 'sw.json'), 'utf8'));
const untranslated = Object.keys(sentences).filter((name) => !(name in translated));
if (untranslated.length) console.log(`shared/i18n/words: ${untranslated.length} to translate in sw.json: ${untranslated.join(', ')}`);
