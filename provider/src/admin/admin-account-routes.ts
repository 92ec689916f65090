import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { authOf, GUARD_MESSAGES } from '../http/authenticate.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { pagedSchema, pageRequest, pagingQuery } from '../http/paging.js';
import { answers, idParams, nullable, written } from '../http/schemas.js';
import { isUuid } from '../http/uuid.js';
import type { Mailer } from '../notify/mailer.js';
import { notifyAdministrators } from '../notify/notify-admins.js';
import { shownEmail } from '../users/email-rules.js';
import { revokeUserSessions } from '../users/session-queries.js';
import { activeChangeProblem, ADMIN_ACCOUNT_MESSAGES as M } from './admin-account-rules.js';
import { lockAdmins } from '../users/admin-queries.js';
import { adminView, listAdmins, setAdminActive } from './admin-account-queries.js';
import { ADMIN_NOTICE_MAIL } from './mail-words.js';

const adminSchema = {
  $id: 'AdminAccount',
  type: 'object',
  required: ['id', 'email', 'name', 'active', 'createdAt', 'deactivatedAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    email: { type: 'string' },
    name: { type: 'string' },
    active: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    deactivatedAt: { ...nullable('string'), format: 'date-time' },
  },
} as const;

/**
 * The programme's administrators: the list, and switching one off or on, which every administrator (the one switched
 * included) is e-mailed of (ADMIN, see admin-routes.ts; inviting one is admin-invitation-routes.ts).
 */
export async function adminAccountRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  app.addSchema(adminSchema);

  app.get<{ Querystring: { page?: string; pageSize?: string } }>(
    '/admin/admins',
    { schema: { querystring: { type: 'object', properties: pagingQuery }, response: answers({ 200: pagedSchema('AdminAccount') }) } },
    async (request) => {
      const paging = pageRequest(request.query);
      if ('problem' in paging) throw badRequest(paging.problem);
      return listAdmins(db, paging.page);
    },
  );

  app.put<{ Params: { id: string }; Body: { active: boolean } }>(
    '/admin/admins/:id/active',
    {
      schema: {
        params: idParams,
        body: { type: 'object', required: ['active'], properties: { active: { type: 'boolean' } } },
        response: answers({ 200: written('AdminAccount') }),
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const targetId = request.params.id;
      const { active } = request.body;
      const changed = await db.transaction(async (tx) => {
        const admins = await lockAdmins(tx);
        // Switched off by another officer while this request waited for the lock: it no longer acts.
        if (!admins.some((admin) => admin.id === user.id && admin.deactivatedAt === null)) throw forbidden(GUARD_MESSAGES.forbidden);
        const target = isUuid(targetId) ? admins.find((admin) => admin.id === targetId) : undefined;
        if (!target) throw notFound(M.notFound);
        const problem = activeChangeProblem({
          actorId: user.id,
          targetId,
          currentlyActive: target.deactivatedAt === null,
          active,
          activeCount: admins.filter((admin) => admin.deactivatedAt === null).length,
        });
        if (problem) throw conflict(problem);
        const after = await setAdminActive(tx, targetId, active);
        if (!active) await revokeUserSessions(tx, targetId);
        await recordAudit(tx, user, {
          action: active ? 'admin.activated' : 'admin.deactivated',
          entity: 'admin',
          entityId: targetId,
          before: adminView(target),
          after: adminView(after),
        });
        return after;
      });
      const actor = { name: user.name, email: shownEmail(user) };
      const target = { name: changed.name, email: changed.email };
      await notifyAdministrators(
        db,
        mailer,
        { about: targetId, mail: (language) => ADMIN_NOTICE_MAIL[language][active ? 'activated' : 'deactivated'](actor, target) },
        request.log,
      );
      return { message: active ? M.activated(changed.email) : M.deactivated(changed.email), data: adminView(changed) };
    },
  );
}
