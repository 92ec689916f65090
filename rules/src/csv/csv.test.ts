import { describe, expect, it } from 'vitest';
import { spreadsheetText } from './index.js';

describe('spreadsheetText', () => {
  it.each([
    ['Amina Juma', 'Amina Juma'],
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+255712000101', "'+255712000101"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rReturn', "'\rReturn"],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j -> %j', (text, safe) => expect(spreadsheetText(text)).toBe(safe));
});
