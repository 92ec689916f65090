// The message catalogues of the web app: every message a component defines (react-intl, with its English as
// defaultMessage) belongs to the catalogue of the nearest folder above it that has a `messages/` folder, with the
// English in messages/en.json (written by `pnpm --filter @nuru/web i18n:extract`) and the Kiswahili beside it in
// messages/sw.json (written by a translator). Used by the extract script and by the completeness test.
import { extract } from '@formatjs/cli-lib';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const SOURCE = path.resolve(import.meta.dirname, '../src');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The folder whose messages/ holds a file's messages, or undefined when no folder above it has one. */
export function catalogueFolder(file) {
  for (let dir = path.dirname(file); dir.startsWith(SOURCE); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'messages'))) return dir;
  }
  return undefined;
}

/** A catalogue's name, which starts each of its message ids: src/features/admin/disbursement -> admin.disbursement. */
export function catalogueName(folder) {
  return path
    .relative(SOURCE, folder)
    .replace(/^features\//, '')
    .split(path.sep)
    .join('.');
}

/** Every message in the code, by catalogue folder: { folder: { id: { defaultMessage, file } } }. */
export async function messagesInCode() {
  const byFolder = new Map();
  const problems = [];
  const extracted = JSON.parse(
    await extract(sourceFiles(SOURCE), {
      extractSourceLocation: true,
      throws: true,
    }),
  );
  for (const [id, message] of Object.entries(extracted)) {
    const folder = catalogueFolder(message.file);
    if (!folder) {
      problems.push(`${path.relative(SOURCE, message.file)}: '${id}' has no catalogue (add a messages/ folder to its feature)`);
      continue;
    }
    if (!id.startsWith(`${catalogueName(folder)}.`)) problems.push(`'${id}' must start with '${catalogueName(folder)}.'`);
    if (!message.defaultMessage) problems.push(`'${id}' has no English defaultMessage`);
    if (!byFolder.has(folder)) byFolder.set(folder, {});
    byFolder.get(folder)[id] = message.defaultMessage;
  }
  return { byFolder, problems };
}

/** Every catalogue folder in the tree, including those whose code has no messages yet. */
export function catalogueFolders(dir = SOURCE) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'gql') return [];
    const full = path.join(dir, entry.name);
    return entry.name === 'messages' ? [dir] : catalogueFolders(full);
  });
}

export function readCatalogue(folder, locale) {
  const file = path.join(folder, 'messages', `${locale}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** Sorted, two-space JSON with a final newline: what prettier keeps and a translator diffs easily. */
export function serialise(messages) {
  const sorted = Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}
