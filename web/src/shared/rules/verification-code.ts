// The e-mailed code is six digits (sign-up and password reset alike).
export const CODE_FORMAT_MESSAGE = 'Enter the 6-digit code from your e-mail';

export function isVerificationCode(value: string): boolean {
  return /^\d{6}$/.test(value.trim());
}
