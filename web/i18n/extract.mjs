// Writes each catalogue's messages/en.json from the English in the code, and lists the Kiswahili still to write.
// Run after adding or changing a message: pnpm --filter @nuru/web i18n:extract
import { writeFileSync } from 'node:fs';
import path from 'node:path';
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
