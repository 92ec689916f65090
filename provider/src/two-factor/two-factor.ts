import { generateSecret, generateURI, verify } from 'otplib';

export const INVALID_TWO_FACTOR_CODE_MESSAGE = 'Invalid two-factor code';

const ISSUER = 'Nuru Yangu Scholarship Portal';
const STEP_SECONDS = 30;
// One 30-second step either side: a phone clock a little off still works.
const TOLERANCE_SECONDS = 30;

/** A fresh TOTP secret (base32) and the otpauth:// URI an authenticator app scans. */
export function newTwoFactorSecret(accountEmail: string): { secret: string; otpauthUri: string } {
  const secret = generateSecret();
  return { secret, otpauthUri: generateURI({ issuer: ISSUER, label: accountEmail, secret }) };
}

/**
 * The 30-second time step of the code (spaces allowed, as apps show "123 456") when it is one of the
 * secret's current TOTPs and its step is newer than `afterStep`; null otherwise.
 */
export async function twoFactorCodeStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const epoch = Math.floor(Date.now() / 1000);
  // otplib throws on an afterTimeStep past its window; such a step (a clock set back) leaves no newer code.
  if (afterStep !== null && afterStep >= Math.floor((epoch + TOLERANCE_SECONDS) / STEP_SECONDS)) return null;
  const result = await verify({
    secret,
    token,
    epoch,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The result type also covers HOTP, whose matches carry no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
