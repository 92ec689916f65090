// The one guard on every CSV the portal writes (exports, bank files, a chart's figures): a spreadsheet opens a text
// cell starting with = + - @ (or a tab or a carriage return) as a formula, so such a text gets a leading apostrophe
// and a scholar's name cannot run code on an officer's computer.

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as a spreadsheet must receive it: never a formula. */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * csv-stringify's options for what the portal writes: CRLF lines (RFC 4180, as banks and spreadsheets expect), a
 * field with a line break quoted whichever break it is, and every text through the guard.
 */
export const CSV_WRITE_OPTIONS = {
  record_delimiter: 'windows',
  quoted_match: /[\r\n]/,
  cast: { string: spreadsheetText },
} as const;
