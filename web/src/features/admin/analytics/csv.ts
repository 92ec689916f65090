import { CSV_WRITE_OPTIONS } from '@nuru/rules/csv';
import { stringify } from 'csv-stringify/browser/esm/sync';

// A chart's figures as a CSV file a spreadsheet opens, written by csv-stringify with the portal's one formula guard.
// Its browser build: the Node build reads Buffer when its module loads, which stops the analytics page in a browser.

export type Cell = string | number;

/** The header row and the rows, one line each (CRLF, as RFC 4180 and spreadsheets expect). */
export function toCsv(columns: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return stringify([columns, ...rows], CSV_WRITE_OPTIONS);
}
