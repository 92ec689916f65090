import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.js';
import { badRequest, tooManyRequests, unauthorized } from '../http/errors.js';
import { mailFor, type Reader } from '../notify/mail-language.js';
import type { Mailer } from '../notify/mailer.js';
import {
  countCodesSince,
  deleteCode,
  insertCode,
  latestUnconsumedCode,
  markVerified,
  recordWrongAttempt,
  type CodePurpose,
} from './code-queries.js';
import { CODE_LIFETIME_MS, codeState, MAX_CODES_PER_WINDOW, stillAuthorises } from './code-rules.js';
import { CODE_MAIL } from './mail-words.js';

// What a wrong or stale code answers; both contain 'token' as the spec expects.
export const CODE_MESSAGES = {
  invalidToken: 'Invalid verification token',
  expiredToken: 'Verification token expired. Please request a new code.',
} as const;

export interface CodeContext {
  db: Db;
  secret: Uint8Array;
  mailer: Mailer;
}

const hashCode = (secret: Uint8Array, email: string, code: string) =>
  createHmac('sha256', secret).update(`${email}:${code}`).digest('base64');

/**
 * Creates a fresh 6-digit code for the e-mail and sends it in the reader's language; 429 past MAX_CODES_PER_WINDOW
 * codes in 15 minutes. A code whose e-mail could not be sent is withdrawn: the user keeps the last code that did
 * arrive and may retry.
 */
export async function sendCode({ db, secret, mailer }: CodeContext, email: string, purpose: CodePurpose, reader: Reader): Promise<void> {
  const now = Date.now();
  if ((await countCodesSince(db, email, new Date(now - CODE_LIFETIME_MS))) >= MAX_CODES_PER_WINDOW) throw tooManyRequests();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = await insertCode(db, {
    email,
    purpose,
    codeHash: hashCode(secret, email, code),
    createdAt: new Date(now),
    expiresAt: new Date(now + CODE_LIFETIME_MS),
  });
  try {
    await mailer.send({ to: email, code, ...mailFor(reader, (language) => CODE_MAIL[language][purpose](code)) });
  } catch (error) {
    await deleteCode(db, row.id);
    throw error;
  }
}

/** Checks a code against the e-mail's latest one; a right code is marked verified now. */
export async function verifyCode({ db, secret }: CodeContext, email: string, code: string): Promise<void> {
  const latest = await latestUnconsumedCode(db, email);
  if (!latest) throw badRequest(CODE_MESSAGES.invalidToken);
  const state = codeState(latest, new Date());
  if (state === 'expired' || state === 'burned') throw unauthorized(CODE_MESSAGES.expiredToken);
  const expected = Buffer.from(latest.codeHash);
  const given = Buffer.from(hashCode(secret, email, code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    // A repeated submit of an already verified code is not an attack: it does not burn anything.
    if (state === 'pending') await recordWrongAttempt(db, latest.id);
    throw badRequest(CODE_MESSAGES.invalidToken);
  }
  if (state === 'pending') await markVerified(db, latest.id);
}

/** The e-mail's latest code of that purpose when it was verified within windowMs, else null. */
export async function verifiedCode(db: Db, email: string, purpose: CodePurpose, windowMs: number) {
  const latest = await latestUnconsumedCode(db, email, purpose);
  return latest && stillAuthorises(latest.verifiedAt, windowMs, new Date()) ? latest : null;
}
