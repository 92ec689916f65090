// A bank account number, as the stipend's bank file carries it: ASCII digits only, 8 to 20 of them (Tanzanian banks
// use 10 to 16; the range leaves room for the rest). Anything else (a comma, a line break, a letter, a look-alike
// digit of another script) could turn one bank-file row into two or pay no one. The portal's forms and gateway keep
// the same rule (@nuru/rules/profile); this provider stands for an external system and keeps its own.

export const ACCOUNT_NUMBER_MIN_DIGITS = 8;
export const ACCOUNT_NUMBER_MAX_DIGITS = 20;

export const ACCOUNT_NUMBER_MESSAGES = {
  required: 'Account number is required',
  format: `Account number must be ${ACCOUNT_NUMBER_MIN_DIGITS} to ${ACCOUNT_NUMBER_MAX_DIGITS} digits`,
} as const;

const ACCOUNT_NUMBER = new RegExp(`^[0-9]{${ACCOUNT_NUMBER_MIN_DIGITS},${ACCOUNT_NUMBER_MAX_DIGITS}}$`);

/** Whether the value is an account number as stored: exactly the digits, nothing around them. */
export function isAccountNumber(value: string | null | undefined): value is string {
  return typeof value === 'string' && ACCOUNT_NUMBER.test(value);
}

/** The typed number trimmed, or why it cannot be saved. */
export function parseAccountNumber(raw: string): { accountNumber: string } | { problem: string } {
  const accountNumber = raw.trim();
  if (!accountNumber) return { problem: ACCOUNT_NUMBER_MESSAGES.required };
  return isAccountNumber(accountNumber) ? { accountNumber } : { problem: ACCOUNT_NUMBER_MESSAGES.format };
}

const SHOWN_DIGITS = 4;

/**
 * The number as the audit log, an e-mail and the officers' scholar page show it: its last 4 digits behind a fixed
 * mask, so neither the rest nor its length is given away. A stored value that is not an account number shows no
 * digit of it.
 */
export function maskAccountNumber(value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  const shown = isAccountNumber(value.trim()) ? value.trim().slice(-SHOWN_DIGITS) : '????';
  return `••••••${shown}`;
}

/** The audit log's action for a scholar's change of their account number: written by the profile, read by the officers' page. */
export const ACCOUNT_NUMBER_CHANGED = 'student.bank_account_changed';
