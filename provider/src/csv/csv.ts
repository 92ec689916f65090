import { CSV_WRITE_OPTIONS } from '@nuru/rules/csv';
import { CsvError, parse, type Options } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { hasControlCharacter } from '../http/control-characters.js';

// CSV as spreadsheets and banks write it (RFC 4180), read and written by csv-parse and csv-stringify; what the portal
// adds is the line each row starts on (for messages a person can find) and the one formula guard (@nuru/rules/csv).

/** One line of CSV, ended with CRLF; a text a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return stringify([values.map((value) => value ?? '')], CSV_WRITE_OPTIONS);
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

/** Why a CSV text cannot be read: a quote is opened and never closed, or text follows a closing quote. */
export const UNCLOSED_QUOTE = 'a quoted field is not closed';
export const MISPLACED_QUOTE = 'a quoted field goes on after its closing quote';
export type CsvProblem = 'UNCLOSED_QUOTE' | 'MISPLACED_QUOTE';

const LINE_BREAK = /\r\n|\n|\r/g;

// Spaces around a field are dropped, a quote inside an unquoted field is kept as it is, rows may differ in length
// (the callers name a row of the wrong length), and every line break counts whichever it is.
const READ_OPTIONS: Options = {
  bom: true,
  trim: true,
  relax_quotes: true,
  relax_column_count: true,
  record_delimiter: ['\r\n', '\n', '\r'],
  info: true,
  raw: true,
};

/** A record as `info` and `raw` give it: its fields, its text, and the line it ends on. */
type ReadRecord = { record: string[]; raw: string; info: { lines: number } };

/** The rows of a CSV text; blank lines are skipped. A quote it cannot read answers the line the row starts on. */
export function parseCsv(text: string): { rows: CsvRow[] } | { problem: string; code: CsvProblem; line: number } {
  let lastLine = 0;
  try {
    const options: Options = {
      ...READ_OPTIONS,
      on_record: (record, context) => {
        lastLine = context.lines;
        return record;
      },
    };
    const records = parse(text, options) as unknown as ReadRecord[];
    const rows = records.map(({ record, raw, info }) => ({
      // info.lines is where the row ends: a quoted line break inside it moves its start back.
      line: info.lines - (raw.replace(/(\r\n|\n|\r)$/, '').match(LINE_BREAK)?.length ?? 0),
      fields: record,
    }));
    return { rows: rows.filter((row) => row.fields.length > 1 || row.fields[0]!.trim() !== '') };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = firstFilledLine(text, lastLine);
    const code: CsvProblem = error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'UNCLOSED_QUOTE' : 'MISPLACED_QUOTE';
    return { problem: `Line ${line}: ${code === 'UNCLOSED_QUOTE' ? UNCLOSED_QUOTE : MISPLACED_QUOTE}`, code, line };
  }
}

/** The first line after `after` that holds anything: where the row that could not be read starts. */
function firstFilledLine(text: string, after: number): number {
  const lines = text.split(LINE_BREAK);
  const index = lines.findIndex((line, i) => i >= after && line.trim() !== '');
  return index === -1 ? after + 1 : index + 1;
}
