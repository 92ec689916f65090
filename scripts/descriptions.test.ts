import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentDescriptions, repeated, repeats, sdlDescriptions } from './descriptions.js';

describe('repeats', () => {
  it.each([
    [
      'the same sentence, punctuated otherwise',
      'The record before the action (null when it did not exist)',
      'The record before the action; null when it did not exist.',
      true,
    ],
    [
      'a clause of six words inside a longer one',
      'Whole TZS per scholar when the run was created',
      'Whole TZS per scholar when the run was created (a row may have been changed since).',
      true,
    ],
    ['a short sentence whole', 'Scholars e-mailed now', 'Scholars e-mailed now.', true],
    ['apostrophes and case aside', "The administrator's e-mail", 'the administrators E-MAIL', true],
    ['a unit of two words', 'Whole TZS', 'Whole TZS.', false],
    ['a short sentence inside a longer one', 'Exact university name', 'Exact university name, as the scholar gave it.', false],
    [
      'a stock phrase of five words',
      "Provider form, e.g. Y2024_2025; default: the programme's current year",
      "Default: the programme's current year.",
      false,
    ],
    ['different sentences on the same field', 'Provider form, e.g. Y2024_2025', 'The academic year it is for.', false],
  ])('%s', (_case, a, b, same) => {
    expect(repeats(a, b)).toBe(same);
    expect(repeats(b, a)).toBe(same);
  });
});

const root = new URL('..', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

// The checked-in document is the routes' own (openapi.test.ts fails while it is stale). The SDL describes each field
// the gateway exposes; a provider description says only what the REST contract adds (scripts/descriptions.ts).
it("the provider's OpenAPI document repeats no description of the GraphQL schema", () => {
  const sdl = readdirSync(new URL('schema', root))
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => sdlDescriptions(file, read(`schema/${file}`)));
  const provider = documentDescriptions(JSON.parse(read('provider/openapi.json')));
  const repeats = repeated(provider, sdl).map(({ provider: { where, text }, sdl }) => `${where}: "${text}" (${sdl.join(', ')})`);
  expect(repeats, 'write it once, in schema/*.graphql; keep in the provider only what the REST contract adds').toEqual([]);
});
