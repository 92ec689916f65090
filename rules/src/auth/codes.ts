// The two kinds of 6-digit code: the one e-mailed for sign-up, password reset and e-mail change, and
// the one an authenticator app shows for two-factor sign-in.
export const CODE_FORMAT_MESSAGE = 'Enter the 6-digit code from your e-mail';

export function isVerificationCode(value: string): boolean {
  return /^\d{6}$/.test(value.trim());
}

/** Why the typed e-mailed code cannot be sent, or null. */
export function verificationCodeProblem(code: string): string | null {
  return isVerificationCode(code) ? null : CODE_FORMAT_MESSAGE;
}

export const TWO_FACTOR_CODE_REQUIRED = 'Enter the 6-digit code';
export const TWO_FACTOR_CODE_FORMAT = 'The code has 6 digits';

/** An authenticator code as apps show it: six digits, perhaps split by a space ("123 456"). */
export function twoFactorCodeProblem(code: string): string | null {
  const digits = code.replace(/\s+/g, '');
  if (digits === '') return TWO_FACTOR_CODE_REQUIRED;
  return /^\d{6}$/.test(digits) ? null : TWO_FACTOR_CODE_FORMAT;
}
