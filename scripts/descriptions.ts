// The descriptions the provider's OpenAPI document and the GraphQL schema each carry, and when two of them say the
// same thing. A field's meaning is described once, in the SDL; the provider's JSON schemas add only what the REST
// contract adds (why: provider/src/http/openapi.ts). descriptions.test.ts holds them apart.
import { parse, visit } from 'graphql';

export interface Described {
  /** Where the text stands: a JSON pointer into the document, or `file: Type.field` in the SDL. */
  where: string;
  text: string;
}

/** Every `description` string in an OpenAPI document, with its JSON pointer. */
export function documentDescriptions(document: unknown): Described[] {
  const found: Described[] = [];
  const walk = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${pointer}/${index}`));
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'description' && typeof value === 'string') found.push({ where: pointer, text: value });
        else walk(value, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
      }
    }
  };
  walk(document, '');
  return found;
}

/** Every description in an SDL file: of its types, fields, arguments and enum values. */
export function sdlDescriptions(file: string, sdl: string): Described[] {
  const found: Described[] = [];
  const names: string[] = [];
  visit(parse(sdl), {
    enter(node) {
      if ('name' in node && node.name) names.push(node.name.value);
      if ('description' in node && node.description) found.push({ where: `${file}: ${names.join('.')}`, text: node.description.value });
    },
    leave(node) {
      if ('name' in node && node.name) names.pop();
    },
  });
  return found;
}

/** Words as a reader compares them: lower case, apostrophes dropped, punctuation and markup as spaces. */
const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Two descriptions say the same thing when they share a run of this many words: a clause, not a stock phrase. Five
 * catches common phrases both documents rightly use ("default: the programme's current year").
 */
const SHARED_RUN = 6;
/** Shorter descriptions repeat only as a whole; two words ("Whole TZS", "Default false") are a unit or a default. */
const SHORTEST_REPEAT = 3;

/** Whether two descriptions say the same thing, whichever document each stands in. */
export function repeats(a: string, b: string): boolean {
  const [shorter, longer] = [wordsOf(a), wordsOf(b)].sort((x, y) => x.length - y.length) as [string[], string[]];
  const spaced = (words: string[]) => ` ${words.join(' ')} `;
  if (shorter.length < SHARED_RUN) return shorter.length >= SHORTEST_REPEAT && spaced(shorter) === spaced(longer);
  const inLonger = spaced(longer);
  for (let start = 0; start + SHARED_RUN <= shorter.length; start++) {
    if (inLonger.includes(spaced(shorter.slice(start, start + SHARED_RUN)))) return true;
  }
  return false;
}

/** The provider's descriptions that repeat one of the SDL's, each with the SDL's places it repeats. */
export function repeated(provider: Described[], sdl: Described[]): { provider: Described; sdl: string[] }[] {
  return provider
    .map((described) => ({
      provider: described,
      sdl: sdl.filter((other) => repeats(described.text, other.text)).map((other) => other.where),
    }))
    .filter((pair) => pair.sdl.length > 0);
}
