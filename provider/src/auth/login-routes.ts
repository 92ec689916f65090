import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { recordActivity } from '../audit/activity-queries.js';
import type { Db } from '../db/client.js';
import { authOf } from '../http/authenticate.js';
import { badRequest, forbidden, HttpError, tooManyRequests, unauthorized } from '../http/errors.js';
import { addressBlock } from '../http/address-block.js';
import { failureLimiter } from '../http/failure-limiter.js';
import { LIMITS } from '../http/rate-limits.js';
import { answers, emailText, passwordText, PUBLIC, ref } from '../http/schemas.js';
import type { Mailer } from '../notify/mailer.js';
import { acceptLoginCode, loginTwoFactor } from '../two-factor/two-factor-queries.js';
import type { TwoFactorVault } from '../two-factor/two-factor-vault.js';
import { INVALID_TWO_FACTOR_CODE_MESSAGE } from '../two-factor/two-factor.js';
import { normalizeEmail, shownEmail } from '../users/email-rules.js';
import { dummyPasswordHash, verifyPassword } from '../users/password-hash.js';
import { createSession, revokeSession } from '../users/session-queries.js';
import { findUserByEmail, type User } from '../users/user-queries.js';
import { loginAnswerSchema } from './auth-schemas.js';
import { warnOfFailedSignIns } from './failed-sign-in-warning.js';
import { AUTH_MESSAGES } from './messages.js';
import { signToken, TOKEN_LIFETIME_SECONDS } from './tokens.js';

interface LoginBody {
  email?: string;
  password?: string;
  code?: string;
}

export async function loginRoutes(
  app: FastifyInstance,
  { db, secret, redis, vault, mailer }: { db: Db; secret: Uint8Array; redis?: Redis; vault: TwoFactorVault; mailer: Mailer },
) {
  // What a guesser spends, each attempt counted as it begins (see FailureLimiter): the attempts of one address
  // (see addressBlock) at one account, and of one address at any accounts. Once either is spent, that address is
  // refused unjudged. Only addresses are refused: the owner signing in from their own is judged, however many
  // guess elsewhere.
  const budgets = [
    { limiter: failureLimiter('login', LIMITS.login, redis), key: (email: string, address: string) => `${email}|${address}` },
    { limiter: failureLimiter('loginPerAddress', LIMITS.loginPerAddress, redis), key: (_email: string, address: string) => address },
  ];
  // The failures of one account from anywhere refuse nobody (see LIMITS.loginPerAccount): they tell its owner.
  const accountFailures = failureLimiter('loginPerAccount', LIMITS.loginPerAccount, redis);
  const warning = { failures: LIMITS.loginPerAccount.max, minutes: LIMITS.loginPerAccount.timeWindow / 60_000 };

  const forgive = (email: string, address: string) => Promise.all(budgets.map(({ limiter, key }) => limiter.forgive(key(email, address))));
  /** Counts the attempt; false (and nothing counted) when either budget is used up. */
  const begin = async (email: string, address: string) => {
    const allowed = (await Promise.all(budgets.map(({ limiter, key }) => limiter.begin(key(email, address))))).every(Boolean);
    if (!allowed) await forgive(email, address);
    return allowed;
  };

  /**
   * A wrong password or code: recorded for the account and counted against it; the failure that reaches the
   * warning's count (exactly one a window, the count being atomic) e-mails an owner who can sign in.
   */
  async function refuse(request: FastifyRequest, email: string, user: User | null, message: string): Promise<HttpError> {
    if (user) await recordActivity(db, user.id, 'login_failed', request);
    const failures = await accountFailures.count(email);
    if (failures === accountFailures.max && user?.passwordHash && !user.deletedAt && !user.deactivatedAt) {
      await warnOfFailedSignIns(db, mailer, request.log, user, warning);
    }
    return unauthorized(message);
  }

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
            code: { type: 'string', maxLength: 20 },
          },
        },
        response: answers({ 200: ref('LoginAnswer') }),
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email ?? '');
      const password = request.body.password ?? '';
      if (!email || !password) throw badRequest(AUTH_MESSAGES.loginFieldsRequired);
      const address = addressBlock(request.ip);
      if (!(await begin(email, address))) throw tooManyRequests();
      try {
        const answer = await signIn(request, email, password);
        await forgive(email, address);
        return answer;
      } catch (error) {
        // Only a wrong password or code (401) stays counted; an unfinished profile or a fault of ours does not.
        if (!(error instanceof HttpError && error.statusCode === 401)) await forgive(email, address);
        throw error;
      }
    },
  );

  async function signIn(request: FastifyRequest<{ Body: LoginBody }>, email: string, password: string) {
    const user = await findUserByEmail(db, email);
    const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    // A switched-off account answers its right password as a wrong one, down to the counting: otherwise anyone
    // could confirm the password of an officer who left (reused elsewhere, or for the day it is switched on).
    if (!user?.passwordHash || !matches || user.deletedAt || user.deactivatedAt) {
      throw await refuse(request, email, user, AUTH_MESSAGES.invalidCredentials);
    }
    if (!user.completedAt) throw forbidden(AUTH_MESSAGES.accountNotCompleted);

    // With two-factor on, the right password alone only earns the question for the code.
    const { twoFactorSecret, twoFactorLoginStep } = await loginTwoFactor(db, user.id);
    if (twoFactorSecret) {
      const code = request.body.code?.trim() ?? '';
      if (!code) return { twoFactorRequired: true, message: AUTH_MESSAGES.twoFactorRequired };
      // A code signs in once: a replay (even within its 30 s) is a wrong code.
      if (!(await acceptLoginCode(db, user.id, vault.open(twoFactorSecret, user.id), twoFactorLoginStep, code))) {
        throw await refuse(request, email, user, INVALID_TWO_FACTOR_CODE_MESSAGE);
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
