import { maskAccountNumber } from '../users/account-number-rules.js';

// A run's rows are financial records: the name and account number a payment was made to are kept as they were, so
// the foundation can answer its bank, its auditors and the scholar for as long as it keeps its accounts, even once
// the scholar deleted their account. What every screen and export shows of a removed scholar's row is masked; only
// the bank file of an APPROVED run would carry them whole, and a removed scholar stops that file (recheck-rules.ts).

/** Initials behind a fixed mask: the row stays recognisable to whoever holds the bank statement, and names no one. */
export function maskName(name: string): string {
  const initials = name
    .split(/\s+/u)
    .filter(Boolean)
    .map((word) => `${[...word][0]!.toLocaleUpperCase()}••••`);
  return initials.length > 0 ? initials.join(' ') : '••••';
}

/** The name and account number a row shows: as kept, or masked once the scholar was removed. */
export function shownPayee(row: { accountName: string; accountNumber: string | null }, removed: boolean) {
  if (!removed) return { name: row.accountName, accountNumber: row.accountNumber ?? '' };
  return { name: maskName(row.accountName), accountNumber: maskAccountNumber(row.accountNumber) ?? '' };
}
