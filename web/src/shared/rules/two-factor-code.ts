/** A TOTP code as apps show it: six digits, perhaps split by a space ("123 456"). */
export function twoFactorCodeProblem(code: string): string | null {
  const digits = code.replace(/\s+/g, '');
  if (digits === '') return 'Enter the 6-digit code';
  if (!/^\d{6}$/.test(digits)) return 'The code has 6 digits';
  return null;
}
