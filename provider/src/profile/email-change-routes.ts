import type { FastifyInstance } from 'fastify';
import { recordActivity } from '../audit/activity-queries.js';
import { isUniqueViolation } from '../db/errors.js';
import { consumeCode } from '../email-codes/code-queries.js';
import { SIGNUP_WINDOW_MS } from '../email-codes/code-rules.js';
import { sendCode, verifiedCode, verifyCode, type CodeContext } from '../email-codes/email-codes.js';
import { authOf } from '../http/authenticate.js';
import { badRequest, conflict } from '../http/errors.js';
import { perUser } from '../http/rate-limits.js';
import { answers, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, ref } from '../http/schemas.js';
import { accountLanguage } from '../notify/language-queries.js';
import { mailFor } from '../notify/mail-language.js';
import { confirmPassword } from '../users/confirm-password.js';
import { emailAsTyped, INVALID_EMAIL_MESSAGE, isEmail, shownEmail } from '../users/email-rules.js';
import { findInvitation } from '../users/invitation-queries.js';
import { revokeUserSessions } from '../users/session-queries.js';
import { findUserByEmail, updateUser } from '../users/user-queries.js';
import { EMAIL_CHANGE_MESSAGES } from './email-change-messages.js';
import { EMAIL_CHANGED_MAIL } from './mail-words.js';

const body = (fields: Record<string, number>) => ({
  body: {
    type: 'object',
    properties: Object.fromEntries(Object.entries(fields).map(([name, maxLength]) => [name, { type: 'string', maxLength }])),
  },
});

const changedSchema = {
  type: 'object',
  required: ['message', 'email'],
  properties: { message: { type: 'string' }, email: { type: 'string' } },
} as const;

/**
 * Changing the sign-in e-mail: the account's password, then a code sent to the new address proves it is
 * the person's own. A stolen session alone cannot move the account to an attacker's mailbox, and nobody
 * can take the address of another account or of a pending invitation.
 */
export async function emailChangeRoutes(app: FastifyInstance, context: CodeContext) {
  const { db, mailer } = context;
  app.addHook('onRequest', app.authenticate);

  /** The new address, compared (`email`) and as typed (`typed`, what the person is shown). */
  async function usableAddress(currentEmail: string, raw: string | undefined): Promise<{ email: string; typed: string }> {
    const { email, typed } = emailAsTyped(raw ?? '');
    if (!email) throw badRequest(EMAIL_CHANGE_MESSAGES.newEmailRequired);
    if (!isEmail(email)) throw badRequest(INVALID_EMAIL_MESSAGE);
    if (email === currentEmail) throw badRequest(EMAIL_CHANGE_MESSAGES.sameAsCurrent);
    // One answer for an account and an invitation alike: it says no more than "not this one".
    if ((await findUserByEmail(db, email)) || (await findInvitation(db, email))) throw conflict(EMAIL_CHANGE_MESSAGES.unavailable);
    return { email, typed };
  }

  app.post<{ Body: { password?: string; newEmail?: string } }>(
    '/profile/email/code',
    {
      config: perUser('settingsSecret'),
      schema: { ...body({ password: MAX_PASSWORD_LENGTH, newEmail: MAX_EMAIL_LENGTH }), response: answers({ 200: ref('Message') }) },
    },
    async (request) => {
      const { user } = authOf(request);
      await confirmPassword(user, request.body.password);
      const { email, typed } = await usableAddress(user.email, request.body.newEmail);
      await sendCode(context, email, 'email_change', { account: await accountLanguage(db, user.id) });
      return { message: EMAIL_CHANGE_MESSAGES.codeSent(typed) };
    },
  );

  app.post<{ Body: { newEmail?: string; code?: string } }>(
    '/profile/email',
    {
      config: perUser('settingsSecret'),
      schema: { ...body({ newEmail: MAX_EMAIL_LENGTH, code: 20 }), response: answers({ 200: changedSchema }) },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      const { email, typed } = await usableAddress(user.email, request.body.newEmail);
      const code = request.body.code?.trim() ?? '';
      if (!code) throw badRequest(EMAIL_CHANGE_MESSAGES.codeRequired);
      await verifyCode(context, email, code);
      const verified = await verifiedCode(db, email, 'email_change', SIGNUP_WINDOW_MS);
      // A right code of another purpose (a reset asked for that address) does not move an account.
      if (!verified || !(await consumeCode(db, verified.id))) throw badRequest(EMAIL_CHANGE_MESSAGES.codeRequired);
      try {
        await updateUser(db, user.id, { email, displayEmail: typed });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_CHANGE_MESSAGES.unavailable);
        throw error;
      }
      // Other devices sign in again with the new address; this session stays.
      await revokeUserSessions(db, user.id, sessionId);
      await recordActivity(db, user.id, 'email_changed', request);
      const notice = mailFor({ account: await accountLanguage(db, user.id) }, (language) =>
        EMAIL_CHANGED_MAIL[language](user.name || shownEmail(user), typed),
      );
      await mailer.send({ to: user.email, code: null, ...notice });
      return { message: EMAIL_CHANGE_MESSAGES.changed, email: typed };
    },
  );
}
