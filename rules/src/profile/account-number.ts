// A bank account number, as the stipend's bank file carries it: ASCII digits only, of a length Tanzanian banks use
// (most are 10 to 16 digits; the range leaves room for the rest). Anything else (a space inside, a comma, a line
// break, a letter, a look-alike digit of another script) could turn one bank-file row into two or pay no one.

export const ACCOUNT_NUMBER_MIN_DIGITS = 8;
export const ACCOUNT_NUMBER_MAX_DIGITS = 20;

export const ACCOUNT_NUMBER_REQUIRED = 'Account number is required';
export const ACCOUNT_NUMBER_FORMAT = `Account number must be ${ACCOUNT_NUMBER_MIN_DIGITS} to ${ACCOUNT_NUMBER_MAX_DIGITS} digits`;

const ACCOUNT_NUMBER = new RegExp(`^[0-9]{${ACCOUNT_NUMBER_MIN_DIGITS},${ACCOUNT_NUMBER_MAX_DIGITS}}$`);

/** Whether the value, its surrounding spaces trimmed, is an account number. */
export function isAccountNumber(value: string): boolean {
  return ACCOUNT_NUMBER.test(value.trim());
}

/** Why the typed account number cannot be saved, or null. */
export function accountNumberProblem(value: string): string | null {
  if (value.trim() === '') return ACCOUNT_NUMBER_REQUIRED;
  return isAccountNumber(value) ? null : ACCOUNT_NUMBER_FORMAT;
}

// Changing the account stipends are paid into needs the account's password: a stolen session alone cannot
// redirect a scholar's stipend.
export const ACCOUNT_CHANGE_PASSWORD_REQUIRED = 'Enter your current password to change the account number';
