import { describe, expect, it } from 'vitest';
import { fieldWithControlCharacter, hasControlCharacter } from './control-characters.js';

describe('fieldWithControlCharacter', () => {
  it.each([
    ['plain text', { name: 'Neema Mushi' }, null],
    ['Kiswahili and emoji', { name: 'Ng’wana Ã©', bio: 'Habari 👋' }, null],
    ['tab and new lines in a long text', { content: 'Line one\r\n\tLine two\n' }, null],
    ['NUL in a field', { name: 'A\u0000B' }, 'name'],
    ['bell in a field', { name: 'A\u0007B' }, 'name'],
    ['escape in a nested field', { profile: { university: 'UDSM\u001b[31m' } }, 'university'],
    ['DEL', { email: 'a\u007f@x.tz' }, 'email'],
    ['NUL in an array item', { emails: ['ok@x.tz', 'b\u0000@x.tz'] }, 'emails'],
    ['NUL in a key', { ['a\u0000']: 'x' }, 'value'],
    ['a bare string', 'x\u0000', 'value'],
    ['numbers, booleans and null', { gpa: 3.5, pinned: true, batchNo: null }, null],
  ])('%s', (_case, value, expected) => {
    expect(fieldWithControlCharacter(value)).toBe(expected);
  });
});

describe('hasControlCharacter in a one-line text', () => {
  it.each([
    ['Neema Mushi', false],
    ['Ng’wana Ã©', false],
    ['a\tb', true],
    ['a\nb', true],
    ['a\rb', true],
    ['a\u0085b', true],
    ['a\u009bb', true],
    ['a\u2028b', true],
    ['a\u2029b', true],
  ])('%j -> %s', (text, found) => {
    expect(hasControlCharacter(text, { oneLine: true })).toBe(found);
    // A multi-line text keeps its line breaks and tabs.
    expect(hasControlCharacter(text)).toBe(false);
  });
});
