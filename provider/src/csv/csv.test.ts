import { describe, expect, it } from 'vitest';
import { breaksRows, csvLine, MISPLACED_QUOTE, parseCsv, UNCLOSED_QUOTE } from './csv.js';

describe('csvLine', () => {
  it.each([
    [['a', 'b'], 'a,b\r\n'],
    [['Dar es Salaam, Tanzania', 3], '"Dar es Salaam, Tanzania",3\r\n'],
    [['She said "yes"'], '"She said ""yes"""\r\n'],
    [['two\nlines'], '"two\nlines"\r\n'],
    [[null, undefined, ''], ',,\r\n'],
    [['=HYPERLINK("x")'], `"'=HYPERLINK(""x"")"\r\n`],
    [['+255712000101', '-1', '@SUM(A1)'], "'+255712000101,'-1,'@SUM(A1)\r\n"],
    [[-1], '-1\r\n'],
  ] as const)('%j -> %j', (values, expected) => {
    expect(csvLine(values)).toBe(expected);
  });
});

describe('parseCsv', () => {
  it('reads plain, quoted and multi-line fields with their line numbers', () => {
    const text =
      '\uFEFFemail,batchNo,name\r\na@x.example,1,"Juma, Hassan"\n\nb@x.example,2,"Said ""Mo"""\nc@x.example,1,"two\nlines"\nd@x.example,1';
    expect(parseCsv(text)).toEqual({
      rows: [
        { line: 1, fields: ['email', 'batchNo', 'name'] },
        { line: 2, fields: ['a@x.example', '1', 'Juma, Hassan'] },
        { line: 4, fields: ['b@x.example', '2', 'Said "Mo"'] },
        { line: 5, fields: ['c@x.example', '1', 'two\nlines'] },
        { line: 7, fields: ['d@x.example', '1'] },
      ],
    });
  });

  it('answers nothing for an empty text and skips blank lines', () => {
    expect(parseCsv('')).toEqual({ rows: [] });
    expect(parseCsv('\n\r\n  \n')).toEqual({ rows: [] });
  });

  it('refuses a quote that is never closed, naming its line', () => {
    expect(parseCsv('a,1\nb,"open\n')).toEqual({ problem: 'Line 2: a quoted field is not closed', code: 'UNCLOSED_QUOTE', line: 2 });
  });

  it('writes what it reads back the same', () => {
    const values = ['Dar es Salaam, TZ', 'a "quote"', 'plain'];
    expect(parseCsv(csvLine(values))).toEqual({ rows: [{ line: 1, fields: values }] });
  });
});

describe("breaksRows (what a line-based reader may take for a row's end)", () => {
  it.each([
    ['Amina Juma', false],
    ['Dar es Salaam, Tanzania', false],
    ['Zawadi "Zee" Mushi', false],
    ['Mwanaidi Şükrü Ñandú', false],
    ['line\nfeed', true],
    ['carriage\rreturn', true],
    ['tab\there', true],
    ['nul\u0000', true],
    ['delete\u007f', true],
    ['next line\u0085', true],
    ['c1\u009f', true],
    ['line separator\u2028', true],
    ['paragraph separator\u2029', true],
  ])('%j -> %s', (value, breaks) => expect(breaksRows(value)).toBe(breaks));
});

describe('parseCsv refusals', () => {
  it.each([
    ['a quote never closed after blank lines', 'a,1\n\n\nb,"open\nmore', { code: 'UNCLOSED_QUOTE', line: 4 }],
    ['a quote never closed after a multi-line field', '"x\ny",1\nb,"open', { code: 'UNCLOSED_QUOTE', line: 3 }],
    ['text after a closing quote', 'a,1\n"q"x,2', { code: 'MISPLACED_QUOTE', line: 2 }],
  ])('%s', (_name, text, { code, line }) => {
    expect(parseCsv(text)).toEqual({
      problem: `Line ${line}: ${code === 'UNCLOSED_QUOTE' ? UNCLOSED_QUOTE : MISPLACED_QUOTE}`,
      code,
      line,
    });
  });

  it('keeps a quote inside an unquoted field and drops spaces around fields', () => {
    expect(parseCsv(' a"b , "q" ,1\r')).toEqual({ rows: [{ line: 1, fields: ['a"b', 'q', '1'] }] });
  });
});
