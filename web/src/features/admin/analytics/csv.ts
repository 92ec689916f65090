// A chart's figures as a CSV file a spreadsheet opens: RFC 4180 quoting, and no cell a spreadsheet would run.

export type Cell = string | number;

/** A cell as CSV: text starting like a formula (=, +, -, @, tab, return) is kept as text with a leading quote. */
export function csvCell(cell: Cell): string {
  if (typeof cell === 'number') return String(cell);
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The header row and the rows, one line each (CRLF, as RFC 4180 and spreadsheets expect). */
export function toCsv(columns: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [columns, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
