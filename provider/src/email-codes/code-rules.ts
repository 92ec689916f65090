// Rules of the e-mailed 6-digit codes (sign-up and password reset).

export const CODE_LIFETIME_MS = 15 * 60_000;
export const MAX_WRONG_ATTEMPTS = 5;
/** At most this many codes per e-mail within CODE_LIFETIME_MS. */
export const MAX_CODES_PER_WINDOW = 5;
/**
 * A reset-code request answers no sooner than this, registered e-mail or not: long enough to cover
 * writing the code and the e-mail to the outbox or a nearby SMTP relay.
 */
export const RESET_CODE_ANSWER_MS = 600;
/** A verified reset code allows one reset within this time. */
export const RESET_WINDOW_MS = 15 * 60_000;
/** A verified sign-up code carries set-password and complete-profile for this long. */
export const SIGNUP_WINDOW_MS = 60 * 60_000;

export type CodeState = 'pending' | 'verified' | 'expired' | 'burned' | 'consumed';

export interface CodeFacts {
  expiresAt: Date;
  attempts: number;
  verifiedAt: Date | null;
  consumedAt: Date | null;
}

export function codeState(code: CodeFacts, now: Date): CodeState {
  if (code.consumedAt) return 'consumed';
  if (code.verifiedAt) return 'verified';
  if (code.attempts >= MAX_WRONG_ATTEMPTS) return 'burned';
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

/** Whether a code verified at verifiedAt still authorises its follow-up step at `now`. */
export function stillAuthorises(verifiedAt: Date | null, windowMs: number, now: Date): boolean {
  return verifiedAt !== null && now.getTime() - verifiedAt.getTime() <= windowMs;
}

export function isSixDigitCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}
