// The e-mail proven by the verification code; it guards /set-password and /complete-profile (docs/behaviour.md §4).
const VERIFIED_EMAIL_KEY = 'verifiedEmail';

export function getVerifiedEmail(): string | null {
  return sessionStorage.getItem(VERIFIED_EMAIL_KEY);
}

export function saveVerifiedEmail(email: string): void {
  sessionStorage.setItem(VERIFIED_EMAIL_KEY, email);
}

export function clearVerifiedEmail(): void {
  sessionStorage.removeItem(VERIFIED_EMAIL_KEY);
}
