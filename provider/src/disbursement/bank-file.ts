import { breaksRows, csvLine } from '../csv/csv.js';
import { isAccountNumber } from '../users/account-number-rules.js';

// The bank's bulk-payment file: one line per included scholar, read by the bank line by line. A field the bank could
// read as more than it is (a line break that starts a second payment, an account number that is not one) refuses the
// whole file: a file that pays the wrong account is worse than none. Whatever put it there (a number saved before
// the account number rule, a row written by hand), nothing reaches the bank that the writer did not judge.

export const BANK_FILE_HEADER = ['accountNumber', 'accountName', 'amountTzs', 'reference'] as const;

export interface BankFileRow {
  accountNumber: string | null;
  accountName: string;
  amountTzs: number;
  reference: string;
}

/** Why a row cannot be written: its account number is not 8 to 20 digits, or a field holds a row-breaking character. */
export interface BankFileRefusal {
  problem: 'UNWRITABLE_ROW';
  reference: string;
  field: 'accountNumber' | 'accountName' | 'reference';
}

/** The bank's message for a refusal: the row by its reference (the one field an officer can look up on the run). */
export const bankFileRefusalMessage = (reference: string) =>
  `The bank file was not written: row ${reference} has an account number or a name a bank file cannot carry. ` +
  'Cancel this run and create it again; leave that scholar out until their profile is corrected.';

function unwritableField(row: BankFileRow): BankFileRefusal['field'] | null {
  if (!isAccountNumber(row.accountNumber)) return 'accountNumber';
  if (breaksRows(row.accountName)) return 'accountName';
  if (breaksRows(row.reference)) return 'reference';
  return null;
}

/** The file's text, or the first row it refuses. Names keep the formula guard of every CSV the portal writes. */
export function bankFile(rows: readonly BankFileRow[]): { text: string } | { refused: BankFileRefusal } {
  const lines = [csvLine(BANK_FILE_HEADER)];
  for (const row of rows) {
    const field = unwritableField(row);
    if (field) return { refused: { problem: 'UNWRITABLE_ROW', reference: breaksRows(row.reference) ? '?' : row.reference, field } };
    lines.push(csvLine([row.accountNumber, row.accountName, row.amountTzs, row.reference]));
  }
  return { text: lines.join('') };
}
