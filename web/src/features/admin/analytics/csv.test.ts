import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes the header and each row on its own CRLF line', () => {
    expect(
      toCsv(
        ['Month', 'Results'],
        [
          ['Aug 2024', 0],
          ['Sep 2024', 3],
        ],
      ),
    ).toBe('Month,Results\r\nAug 2024,0\r\nSep 2024,3\r\n');
  });
});

describe('toCsv cells', () => {
  it.each([
    ['University of Dodoma', 'University of Dodoma'],
    [42, '42'],
    [12.5, '12.5'],
    ['St. Augustine, Mwanza', '"St. Augustine, Mwanza"'],
    ['The "best" one', '"The ""best"" one"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+255712', "'+255712"],
    ['-1', "'-1"],
    ['two\nlines', '"two\nlines"'],
  ])('%j becomes %j', (cell, csv) => expect(toCsv(['Cell'], [[cell]])).toBe(`Cell\r\n${csv}\r\n`));
});
