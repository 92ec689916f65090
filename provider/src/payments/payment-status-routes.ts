import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { authOf } from '../http/authenticate.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { answers, idParams, written } from '../http/schemas.js';
import { isUuid } from '../http/uuid.js';
import type { Mailer } from '../notify/mailer.js';
import { notifyStudents } from '../notify/notify-students.js';
import { changePaymentStatus, type StatusOutcome } from './payment-desk-changes.js';
import { DESK_MESSAGES, parseBulkChange, parsePaymentStatusChange, refusalWords } from './payment-desk-rules.js';
import { bulkAnswer, bulkChangeBody, statusChangeBody, statusRefusal } from './payment-desk-schemas.js';
import { paymentNotice } from './payment-notice.js';

/** PUT /admin/payments/:id/status and its bulk form: an officer records what happened to payments (ADMIN, see payment-desk-routes.ts). */
export async function paymentStatusRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  // The scholar hears of each change, one e-mail per payment, once its transaction is committed.
  async function told(outcome: StatusOutcome, log: FastifyBaseLogger) {
    if (outcome.kind === 'changed') await notifyStudents(db, mailer, paymentNotice(outcome.payment), log);
    return outcome;
  }

  app.put<{ Params: { id: string }; Body: unknown }>(
    '/admin/payments/:id/status',
    {
      schema: {
        params: idParams,
        body: { type: 'object' },
        describedBody: statusChangeBody,
        response: answers({ 200: written('AdminPayment'), 409: statusRefusal }),
      },
    },
    async (request) => {
      const change = parsePaymentStatusChange(request.body);
      if ('problem' in change) throw badRequest(change.problem);
      // Not a uuid: no such payment (and no database error for a malformed id).
      if (!isUuid(request.params.id)) throw notFound(DESK_MESSAGES.notFound);
      const outcome = await told(await changePaymentStatus(db, request.params.id, change, authOf(request).user), request.log);
      if (outcome.kind === 'notFound') throw notFound(DESK_MESSAGES.notFound);
      if (outcome.kind === 'refused') throw conflict(refusalWords(outcome.refused), { ...outcome.refused });
      return { message: outcome.kind === 'changed' ? DESK_MESSAGES.changed : DESK_MESSAGES.unchanged, data: outcome.row };
    },
  );

  app.post<{ Body: unknown }>(
    '/admin/payments/status',
    { schema: { body: { type: 'object' }, describedBody: bulkChangeBody, response: answers({ 200: bulkAnswer }) } },
    async (request) => {
      const parsed = parseBulkChange(request.body);
      if ('problem' in parsed) throw badRequest(parsed.problem);
      const actor = authOf(request).user;
      const items = [];
      // One transaction per payment: each row stands or falls alone, and is audited and told on its own.
      for (const id of parsed.ids) {
        const outcome = isUuid(id) ? await told(await changePaymentStatus(db, id, parsed.change, actor), request.log) : null;
        if (!outcome || outcome.kind === 'notFound') items.push({ id, outcome: 'NOT_FOUND', message: DESK_MESSAGES.notFound });
        else if (outcome.kind === 'refused')
          items.push({ id, outcome: 'REFUSED', ...outcome.refused, message: refusalWords(outcome.refused) });
        else
          items.push({
            id,
            outcome: outcome.kind === 'changed' ? 'CHANGED' : 'UNCHANGED',
            message: outcome.kind === 'changed' ? DESK_MESSAGES.changed : DESK_MESSAGES.unchanged,
            data: outcome.row,
          });
      }
      const changed = items.filter((item) => item.outcome === 'CHANGED').length;
      return { message: DESK_MESSAGES.bulkDone(changed, items.length), items };
    },
  );
}
