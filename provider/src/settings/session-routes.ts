import type { FastifyInstance } from 'fastify';
import { recordActivity } from '../audit/activity-queries.js';
import type { Db } from '../db/client.js';
import { authOf } from '../http/authenticate.js';
import { notFound } from '../http/errors.js';
import { answers, idParams, listOf, ref } from '../http/schemas.js';
import { isUuid } from '../http/uuid.js';
import { SETTINGS_MESSAGES } from './messages.js';
import { listLiveSessions, revokeOtherSessions, revokeOwnSession } from './session-list-queries.js';
import { revokedAllSchema, sessionSchema } from './settings-schemas.js';

/** The account's signed-in devices: list, sign one out, sign out all but this one. */
export async function sessionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', app.authenticate);
  app.addSchema(sessionSchema);

  app.get('/settings/sessions', { schema: { response: answers({ 200: listOf('Session') }) } }, async (request) => {
    const { user, sessionId } = authOf(request);
    const rows = await listLiveSessions(db, user.id);
    return rows.map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
      current: row.id === sessionId,
    }));
  });

  app.post<{ Params: { id: string } }>(
    '/settings/sessions/:id/revoke',
    {
      schema: { params: idParams, response: answers({ 200: ref('Message') }) },
    },
    async (request) => {
      const { user } = authOf(request);
      // Another account's session id finds nothing, exactly like an unknown one.
      if (!isUuid(request.params.id) || !(await revokeOwnSession(db, user.id, request.params.id)))
        throw notFound(SETTINGS_MESSAGES.sessionNotFound);
      await recordActivity(db, user.id, 'session_revoked', request);
      return { message: SETTINGS_MESSAGES.sessionRevoked };
    },
  );

  app.post('/settings/sessions/revoke-all', { schema: { response: answers({ 200: revokedAllSchema }) } }, async (request) => {
    const { user, sessionId } = authOf(request);
    const revoked = await revokeOtherSessions(db, user.id, sessionId);
    await recordActivity(db, user.id, 'sessions_revoked', request);
    return { message: SETTINGS_MESSAGES.otherSessionsRevoked(revoked), revoked };
  });
}
