import { generateSecret, generateURI, verify } from 'otplib';

const ISSUER = 'Nuru Yangu Scholarship Portal';
// One 30-second step either side: a phone clock a little off still works.
const TOLERANCE_SECONDS = 30;

/** A fresh TOTP secret (base32) and the otpauth:// URI an authenticator app scans. */
export function newTwoFactorSecret(accountEmail: string): { secret: string; otpauthUri: string } {
  const secret = generateSecret();
  return { secret, otpauthUri: generateURI({ issuer: ISSUER, label: accountEmail, secret }) };
}

/** Whether the code (spaces allowed, as apps show "123 456") is the secret's current TOTP. */
export async function isTwoFactorCode(secret: string, code: string): Promise<boolean> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return false;
  return (await verify({ secret, token, epochTolerance: TOLERANCE_SECONDS })).valid;
}
