import type { FastifyInstance } from 'fastify';
import { recordActivity } from '../audit/activity-queries.js';
import { consumeCode } from '../email-codes/code-queries.js';
import { RESET_CODE_ANSWER_MS, RESET_WINDOW_MS } from '../email-codes/code-rules.js';
import { sendCode, verifiedCode, type CodeContext } from '../email-codes/email-codes.js';
import { noSoonerThan } from '../http/answer-time.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { perEmail, perEmailAndIp } from '../http/rate-limits.js';
import { answers, emailText, newPasswordText, PUBLIC, ref } from '../http/schemas.js';
import { accountLanguage } from '../notify/language-queries.js';
import { INVALID_EMAIL_MESSAGE, isEmail, normalizeEmail } from '../users/email-rules.js';
import { hashPassword } from '../users/password-hash.js';
import { passwordProblem } from '../users/password-rules.js';
import { revokeUserSessions } from '../users/session-queries.js';
import { findUserByEmail, isRegistered, updateUser } from '../users/user-queries.js';
import { describedEmailAndPassword } from './auth-schemas.js';
import { AUTH_MESSAGES } from './messages.js';

const done = answers({ 200: ref('Message') });

/**
 * The spec's reset call is written /api/auth/reset-password under the /api base, so it is served at
 * /api/api/auth/reset-password; /api/auth/reset-password, where clients look for it beside the other auth
 * calls, is rewritten to it before routing: one route, one rate-limit budget.
 */
export function resetPasswordAlias(url: string): string {
  return /^\/api\/auth\/reset-password(\?|$)/.test(url) ? `/api${url}` : url;
}

export async function passwordResetRoutes(app: FastifyInstance, context: CodeContext) {
  const { db } = context;

  // The same status, body, limit and timing whether or not the e-mail is registered, so the form
  // cannot be used to list accounts.
  app.post<{ Body: { email: string } }>(
    '/auth/password-reset/code',
    {
      config: perEmail('resetCode'),
      schema: {
        security: PUBLIC,
        body: { type: 'object', required: ['email'], properties: { email: emailText } },
        response: done,
      },
    },
    (request) =>
      noSoonerThan(RESET_CODE_ANSWER_MS, async () => {
        const email = normalizeEmail(request.body.email);
        if (!isEmail(email)) throw badRequest(INVALID_EMAIL_MESSAGE);
        // A send that fails (SMTP down, this address's code count reached) answers like an unknown e-mail: an
        // error here would tell that the e-mail is registered. The person sees no code and asks again.
        const user = await findUserByEmail(db, email);
        if (user && isRegistered(user)) {
          await sendCode(context, email, 'password_reset', { account: await accountLanguage(db, user.id) }).catch((error: unknown) =>
            request.log.warn({ err: error }, 'reset code not sent'),
          );
        }
        return { message: AUTH_MESSAGES.resetCodeSent };
      }),
  );

  // The spec's path as written: under the /api prefix it is /api/api/auth/reset-password.
  app.post<{ Body: { email?: string; newPassword?: string } }>(
    '/api/auth/reset-password',
    {
      config: perEmailAndIp('resetPassword'),
      schema: {
        security: PUBLIC,
        body: {
          type: 'object',
          properties: { email: emailText, newPassword: newPasswordText },
        },
        describedBody: describedEmailAndPassword('newPassword'),
        response: done,
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email ?? '');
      const newPassword = request.body.newPassword ?? '';
      if (!email || !newPassword) throw badRequest(AUTH_MESSAGES.resetFieldsRequired);
      if (!isEmail(email)) throw badRequest(INVALID_EMAIL_MESSAGE);
      const problem = passwordProblem(newPassword);
      if (problem) throw badRequest(problem);

      // Only the holder of the mailbox can have verified this code: the check that stops resetting another's password.
      const code = await verifiedCode(db, email, 'password_reset', RESET_WINDOW_MS);
      if (!code) throw forbidden(AUTH_MESSAGES.resetNotVerified);
      const user = await findUserByEmail(db, email);
      if (!user || !isRegistered(user)) throw notFound(AUTH_MESSAGES.userNotFound);
      if (!(await consumeCode(db, code.id))) throw forbidden(AUTH_MESSAGES.resetNotVerified);

      await updateUser(db, user.id, { passwordHash: await hashPassword(newPassword) });
      await revokeUserSessions(db, user.id);
      await recordActivity(db, user.id, 'password_reset', request);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );
}
