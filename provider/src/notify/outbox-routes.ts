import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { answers, PUBLIC } from '../http/schemas.js';
import { normalizeEmail } from '../users/email-rules.js';
import { listOutbox } from './outbox-queries.js';

const mailSchema = {
  type: 'object',
  required: ['to', 'subject', 'text', 'code', 'sentAt'],
  properties: {
    to: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    code: { type: ['string', 'null'], description: 'The verification code it carries' },
    sentAt: { type: 'string', format: 'date-time' },
  },
} as const;

/** GET /dev/outbox?email= : the messages a developer or a test would read in a mailbox. Never registered in production. */
export async function outboxRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Querystring: { email?: string } }>(
    '/dev/outbox',
    {
      schema: {
        security: PUBLIC,
        querystring: { type: 'object', properties: { email: { type: 'string' } } },
        response: answers({ 200: { type: 'array', items: mailSchema } }),
      },
    },
    async (request) => {
      const email = request.query.email ? normalizeEmail(request.query.email) : undefined;
      const rows = await listOutbox(db, email);
      return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
    },
  );
}
