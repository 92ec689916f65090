import { describe, expect, it } from 'vitest';
import { fieldWithControlCharacter } from './control-characters.js';

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
