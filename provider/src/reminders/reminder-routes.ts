import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { REMINDER_KINDS } from '../db/schema.js';
import { authOf, requireRole } from '../http/authenticate.js';
import { badRequest } from '../http/errors.js';
import { answers } from '../http/schemas.js';
import type { Mailer } from '../notify/mailer.js';
import { sendReminders } from './reminder-queries.js';
import { parseReminderRequest, REMINDER_MESSAGES } from './reminder-rules.js';

const describedReminder = {
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['kind', 'year'],
        properties: {
          kind: { type: 'string', enum: [...REMINDER_KINDS] },
          year: { type: 'string', description: 'Provider form, e.g. Y2024_2025' },
          batchNo: { type: ['integer', 'null'], minimum: 1, description: 'Only this batch; every batch when omitted' },
        },
      },
    },
  },
} as const;

const outcomeSchema = {
  type: 'object',
  required: ['message', 'sent', 'skipped', 'failed'],
  properties: {
    message: { type: 'string' },
    sent: { type: 'integer' },
    skipped: { type: 'integer' },
    failed: { type: 'integer', description: 'E-mails the mail server refused (tried again on the next click)' },
  },
} as const;

/** POST /admin/reminders: e-mails every Active scholar missing a document of a year (ADMIN only). */
export async function reminderRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('ADMIN'));

  app.post<{ Body: { kind?: unknown; year?: unknown; batchNo?: unknown } }>(
    '/admin/reminders',
    { schema: { body: { type: 'object' }, describedBody: describedReminder, response: answers({ 200: outcomeSchema }) } },
    async (request) => {
      const parsed = parseReminderRequest(request.body ?? {});
      if ('problem' in parsed) throw badRequest(parsed.problem);
      const outcome = await sendReminders(db, mailer, parsed, authOf(request).user, { log: request.log });
      return { message: REMINDER_MESSAGES.sent(outcome.sent, outcome.skipped), ...outcome };
    },
  );
}
