import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['University of Dodoma', 'University of Dodoma'],
    [42, '42'],
    [12.5, '12.5'],
    ['St. Augustine, Mwanza', '"St. Augustine, Mwanza"'],
    ['The "best" one', '"The ""best"" one"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+255712', "'+255712"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['two\nlines', '"two\nlines"'],
  ])('%j becomes %j', (cell, csv) => expect(csvCell(cell)).toBe(csv));
});

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
