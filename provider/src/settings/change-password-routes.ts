import type { FastifyInstance } from 'fastify';
import { recordActivity } from '../audit/activity-queries.js';
import type { Db } from '../db/client.js';
import { authOf } from '../http/authenticate.js';
import { badRequest, unauthorized } from '../http/errors.js';
import { perUser } from '../http/rate-limits.js';
import { answers, newPasswordText, passwordText, ref } from '../http/schemas.js';
import { hashPassword, verifyPassword } from '../users/password-hash.js';
import { passwordProblem } from '../users/password-rules.js';
import { revokeUserSessions } from '../users/session-queries.js';
import { updateUser } from '../users/user-queries.js';

export const CHANGE_PASSWORD_MESSAGES = {
  required: 'Current password and new password are required',
  wrongCurrent: 'Current password is incorrect',
  sameAsCurrent: 'New password must be different from current password',
  changed: 'Password changed successfully',
} as const;

export async function changePasswordRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.put<{ Body: { currentPassword?: string; newPassword?: string } }>(
    '/settings/change-password',
    {
      onRequest: app.authenticate,
      config: perUser('changePassword'),
      schema: {
        body: {
          type: 'object',
          properties: { currentPassword: passwordText, newPassword: newPasswordText },
        },
        response: answers({ 200: ref('Message') }),
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      const { currentPassword = '', newPassword = '' } = request.body;
      if (!currentPassword || !newPassword) throw badRequest(CHANGE_PASSWORD_MESSAGES.required);
      if (!user.passwordHash || !(await verifyPassword(currentPassword, user.passwordHash)))
        throw unauthorized(CHANGE_PASSWORD_MESSAGES.wrongCurrent);
      const problem = passwordProblem(newPassword);
      if (problem) throw badRequest(problem);
      if (newPassword === currentPassword) throw badRequest(CHANGE_PASSWORD_MESSAGES.sameAsCurrent);

      await updateUser(db, user.id, { passwordHash: await hashPassword(newPassword) });
      // Other devices sign in again with the new password; this session stays.
      await revokeUserSessions(db, user.id, sessionId);
      await recordActivity(db, user.id, 'password_changed', request);
      return { message: CHANGE_PASSWORD_MESSAGES.changed };
    },
  );
}
