import type { FastifyRequest } from 'fastify';
import { CODE_LIFETIME_MS, MAX_CODES_PER_WINDOW } from '../email-codes/code-rules.js';
import { normalizeEmail } from '../users/email-rules.js';

// Limits per route (the spec leaves them open). Windows are long enough to stop guessing and short
// enough that a scholar who mistypes a few times is not locked out for long.
const FIFTEEN_MINUTES = 15 * 60_000;
export const LIMITS = {
  /** Failed logins only (see FailureLimiter), per e-mail and address: then that address is refused that account. */
  login: { max: 10, timeWindow: FIFTEEN_MINUTES },
  /**
   * Failed logins per address, at any accounts: one address guessing one password at many accounts stops too.
   * Far above the typing mistakes of the many scholars a campus network signs in from one address.
   */
  loginPerAddress: { max: 100, timeWindow: FIFTEEN_MINUTES },
  /**
   * Failed logins of one account from any addresses: at this many its owner is e-mailed (once a window). They
   * refuse nobody: anyone can add to them, and refusing the owner's right password would lock officers out.
   */
  loginPerAccount: { max: 30, timeWindow: FIFTEEN_MINUTES },
  resetPassword: { max: 5, timeWindow: FIFTEEN_MINUTES },
  /** Reset codes asked for one e-mail: the same count whether or not it is registered (see code-rules). */
  resetCode: { max: MAX_CODES_PER_WINDOW, timeWindow: CODE_LIFETIME_MS },
  changePassword: { max: 10, timeWindow: FIFTEEN_MINUTES },
  /** Settings calls that check a password or a two-factor code. */
  settingsSecret: { max: 10, timeWindow: FIFTEEN_MINUTES },
} as const;

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : '';
}

/** Route config: limited per e-mail in the body and client IP (runs after body parsing). */
export function perEmailAndIp(name: 'resetPassword') {
  return {
    rateLimit: {
      ...LIMITS[name],
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${name}|${bodyEmail(request)}|${request.ip}`,
    },
  };
}

/** Route config: limited per e-mail in the body, from any address (runs after body parsing). */
export function perEmail(name: 'resetCode') {
  return {
    rateLimit: {
      ...LIMITS[name],
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${name}|${bodyEmail(request)}`,
    },
  };
}

/**
 * Route config: limited per authenticated user (place after app.authenticate); with `only`, the requests it does not
 * pick (a profile save that checks no password) are not counted.
 */
export function perUser(name: 'changePassword' | 'settingsSecret', { only }: { only?: (request: FastifyRequest) => boolean } = {}) {
  return {
    rateLimit: {
      ...LIMITS[name],
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${name}|${request.auth?.user.id ?? request.ip}`,
      ...(only ? { allowList: (request: FastifyRequest) => !only(request) } : {}),
    },
  };
}
