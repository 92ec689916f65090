import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { recordActivity } from '../audit/activity-queries.js';
import type { Db } from '../db/client.js';
import { authOf } from '../http/authenticate.js';
import { badRequest, forbidden, HttpError, tooManyRequests, unauthorized } from '../http/errors.js';
import { failureLimiter } from '../http/failure-limiter.js';
import { LIMITS } from '../http/rate-limits.js';
import { answers, emailText, passwordText, PUBLIC, ref } from '../http/schemas.js';
import { acceptLoginCode, loginTwoFactor } from '../two-factor/two-factor-queries.js';
import type { TwoFactorVault } from '../two-factor/two-factor-vault.js';
import { INVALID_TWO_FACTOR_CODE_MESSAGE } from '../two-factor/two-factor.js';
import { normalizeEmail, shownEmail } from '../users/email-rules.js';
import { dummyPasswordHash, verifyPassword } from '../users/password-hash.js';
import { createSession, revokeSession } from '../users/session-queries.js';
import { findUserByEmail } from '../users/user-queries.js';
import { loginAnswerSchema } from './auth-schemas.js';
import { AUTH_MESSAGES } from './messages.js';
import { signToken, TOKEN_LIFETIME_SECONDS } from './tokens.js';

interface LoginBody {
  email?: string;
  password?: string;
  code?: string;
}

export async function loginRoutes(
  app: FastifyInstance,
  { db, secret, redis, vault }: { db: Db; secret: Uint8Array; redis?: Redis; vault: TwoFactorVault },
) {
  const failedLogins = failureLimiter('login', LIMITS.login, redis);
  const failedLoginsOfAccount = failureLimiter('loginPerAccount', LIMITS.loginPerAccount, redis);
  // Each attempt counts against the e-mail on this address and against the account from anywhere.
  const keysOf = (email: string, ip: string) =>
    [
      [failedLogins, `${email}|${ip}`],
      [failedLoginsOfAccount, email],
    ] as const;
  const forgive = (email: string, ip: string) => Promise.all(keysOf(email, ip).map(([limiter, key]) => limiter.forgive(key)));
  /** Counts the attempt; false (and nothing counted) when either budget is used up. */
  const begin = async (email: string, ip: string) => {
    const allowed = (await Promise.all(keysOf(email, ip).map(([limiter, key]) => limiter.begin(key)))).every(Boolean);
    if (!allowed) await forgive(email, ip);
    return allowed;
  };

  app.addSchema(loginAnswerSchema);

  app.post<{ Body: LoginBody }>(
    '/auth/login',
    {
      schema: {
        security: PUBLIC,
        body: {
          type: 'object',
          properties: {
            email: emailText,
            password: passwordText,
            code: { type: 'string', maxLength: 20, description: 'The two-factor code, when the account has two-factor on' },
          },
        },
        response: answers({ 200: ref('LoginAnswer') }),
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email ?? '');
      const password = request.body.password ?? '';
      if (!email || !password) throw badRequest(AUTH_MESSAGES.loginFieldsRequired);
      if (!(await begin(email, request.ip))) throw tooManyRequests();
      try {
        const answer = await signIn(request, email, password);
        await forgive(email, request.ip);
        return answer;
      } catch (error) {
        // Only a wrong password or code (401) stays counted; a deactivated account or a fault of ours does not.
        if (!(error instanceof HttpError && error.statusCode === 401)) await forgive(email, request.ip);
        throw error;
      }
    },
  );

  async function signIn(request: FastifyRequest<{ Body: LoginBody }>, email: string, password: string) {
    const user = await findUserByEmail(db, email);
    const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user?.passwordHash || !matches) {
      if (user) await recordActivity(db, user.id, 'login_failed', request);
      throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    }
    if (user.deletedAt || user.deactivatedAt) throw forbidden(AUTH_MESSAGES.accountDeactivated);
    if (!user.completedAt) throw forbidden(AUTH_MESSAGES.accountNotCompleted);

    // With two-factor on, the right password alone only earns the question for the code.
    const { twoFactorSecret, twoFactorLoginStep } = await loginTwoFactor(db, user.id);
    if (twoFactorSecret) {
      const code = request.body.code?.trim() ?? '';
      if (!code) return { twoFactorRequired: true, message: AUTH_MESSAGES.twoFactorRequired };
      // A code signs in once: a replay (even within its 30 s) is a wrong code.
      if (!(await acceptLoginCode(db, user.id, vault.open(twoFactorSecret, user.id), twoFactorLoginStep, code))) {
        await recordActivity(db, user.id, 'login_failed', request);
        throw unauthorized(INVALID_TWO_FACTOR_CODE_MESSAGE);
      }
    }

    const issuedAt = new Date();
    const expiresAt = new Date(issuedAt.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
    const session = await createSession(db, { userId: user.id, expiresAt, ip: request.ip, userAgent: request.headers['user-agent'] });
    const claims = { userId: user.id, role: user.role, batchNo: user.batchNo, sessionId: session.id };
    const token = await signToken(secret, claims, expiresAt, issuedAt);
    await recordActivity(db, user.id, 'login', request);
    return { loginResponseDTO: { id: user.id, name: user.name, email: shownEmail(user), role: user.role, token } };
  }

  app.post('/logout', { onRequest: app.authenticate, schema: { response: answers({ 200: ref('Message') }) } }, async (request) => {
    const { user, sessionId } = authOf(request);
    await revokeSession(db, sessionId);
    await recordActivity(db, user.id, 'logout', request);
    return { message: AUTH_MESSAGES.loggedOut };
  });
}
