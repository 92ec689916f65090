import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { normalizeEmail } from '../users/email-rules.js';
import { listOutbox } from './outbox-queries.js';

/** GET /dev/outbox?email= : the messages a developer or a test would read in a mailbox. Never registered in production. */
export async function outboxRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Querystring: { email?: string } }>('/dev/outbox', {
    schema: { querystring: { type: 'object', properties: { email: { type: 'string' } } } },
  }, async (request) => {
    const email = request.query.email ? normalizeEmail(request.query.email) : undefined;
    const rows = await listOutbox(db, email);
    return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
  });
}
