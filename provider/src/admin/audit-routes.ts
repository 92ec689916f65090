import type { FastifyInstance } from 'fastify';
import { AUDIT_ENTITIES, listAudit, type AuditEntity } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import { pagedSchema, pageRequest, pagingQuery } from '../http/paging.js';
import { answers, emailText } from '../http/schemas.js';

type AuditQuery = { actor?: string; entity?: AuditEntity; entityId?: string; action?: string; page?: string; pageSize?: string };

/** GET /admin/audit: every administrator's action, newest first (ADMIN, see admin-routes.ts). */
export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Querystring: AuditQuery }>(
    '/admin/audit',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            actor: emailText,
            entity: { type: 'string', enum: [...AUDIT_ENTITIES] },
            entityId: { type: 'string', maxLength: 100 },
            action: { type: 'string', maxLength: 100 },
            ...pagingQuery,
          },
        },
        response: answers({ 200: pagedSchema('AuditEntry') }),
      },
    },
    async (request) => {
      const paging = pageRequest(request.query);
      if ('problem' in paging) throw badRequest(paging.problem);
      const given = (value: string | undefined) => value?.trim() || undefined;
      const { actor, entity, entityId, action } = request.query;
      return listAudit(db, { actor: given(actor)?.toLowerCase(), entity, entityId: given(entityId), action: given(action) }, paging.page);
    },
  );
}
