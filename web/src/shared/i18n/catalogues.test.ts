// Each catalogue says every message of its code in English and in Kiswahili: a message added in code without its
// Kiswahili, a Kiswahili message left after the code dropped it, or a translation that loses a placeholder fails here.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module shared with the extract script, without types of its own.
import { catalogueFolders, messagesInCode, readCatalogue, SOURCE } from '../../../i18n/catalogues.mjs';

type Catalogue = Record<string, string>;
const { byFolder, problems } = (await messagesInCode()) as { byFolder: Map<string, Catalogue>; problems: string[] };
const folders = catalogueFolders() as string[];

/** The placeholders and tags a message uses, including those inside its plural and select branches. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== TYPE.literal && 'value' in element) found.add(String(element.value));
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
    if (element.type === TYPE.tag) placeholders(element.children, found);
  }
  return found;
}

describe('message catalogues', () => {
  it('every message lives in a catalogue, named after it, with its English', () => {
    expect(problems).toEqual([]);
    expect(folders.length).toBeGreaterThan(0);
  });

  describe.each(folders.map((folder) => [path.relative(SOURCE, folder), folder]))('%s', (_name, folder) => {
    const english = readCatalogue(folder, 'en') as Catalogue | undefined;
    const swahili = readCatalogue(folder, 'sw') as Catalogue | undefined;

    it('messages/en.json says what the code says (pnpm --filter @nuru/web i18n:extract writes it)', () => {
      expect(english).toEqual(byFolder.get(folder) ?? {});
    });

    it('messages/sw.json has every message, and no other', () => {
      expect(Object.keys(swahili ?? {}).sort()).toEqual(Object.keys(english ?? {}).sort());
    });

    it('each Kiswahili message keeps the placeholders of its English', () => {
      for (const [id, text] of Object.entries(swahili ?? {})) {
        const wanted = [...placeholders(parse(english?.[id] ?? ''))].sort();
        expect([id, [...placeholders(parse(text))].sort()]).toEqual([id, wanted]);
      }
    });
  });
});
