import { hasControlCharacter } from '../http/control-characters.js';

// CSV as spreadsheets and banks write it (RFC 4180): comma-separated, fields with a comma, quote or line
// break in double quotes, a quote doubled inside them.

/**
 * One line of CSV, ended with CRLF. A text starting with = + - @ (or a tab or carriage return) is opened by
 * spreadsheets as a formula: it gets a leading apostrophe, so a scholar's name cannot run code on an
 * officer's computer. Numbers are written as they are.
 */
export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvField).join(',') + '\r\n';
}

function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Whether a field could end a row early for a reader that takes a file line by line (a bank's bulk-payment
 * importer), whatever the quoting: any character a one-line text may not hold (CR, LF, tab, NEL, U+2028, ...).
 */
export function breaksRows(value: string): boolean {
  return hasControlCharacter(value, { oneLine: true });
}

export interface CsvRow {
  /** 1-based line of the file where the row starts, for messages a person can find. */
  line: number;
  fields: string[];
}

/** Why a CSV text cannot be read: a quote is opened and never closed. */
export const UNCLOSED_QUOTE = 'a quoted field is not closed';

/** The rows of a CSV text; blank lines are skipped. An unterminated quote answers the line it opened on. */
export function parseCsv(text: string): { rows: CsvRow[] } | { problem: string; line: number } {
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 0;
  const source = text.replace(/^\uFEFF/, '');
  const endRow = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== '') rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      quoteLine = line;
      field = '';
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else field += char;
  }
  if (quoted) return { problem: `Line ${quoteLine}: ${UNCLOSED_QUOTE}`, line: quoteLine };
  endRow();
  return { rows };
}
