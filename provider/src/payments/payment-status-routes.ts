import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { authOf, requireRole } from '../http/authenticate.js';
import { badRequest, notFound } from '../http/errors.js';
import { isUuid } from '../http/uuid.js';
import type { Mailer } from '../notify/mailer.js';
import { notifyStudents } from '../notify/notify-students.js';
import { paymentNotice } from './payment-notice.js';
import { setPaymentStatus } from './payment-queries.js';
import { answers, idParams, written } from '../http/schemas.js';
import { isPaymentStatus, PAYMENT_MESSAGES, paymentView } from './payment-rules.js';
import { describedStatusChange, paymentSchema, statusChangeSchema } from './payment-schemas.js';

/** PUT /admin/payments/:id/status: an administrator records what happened to a payment. */
export async function paymentStatusRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('ADMIN'));

  app.addSchema(paymentSchema);

  app.put<{ Params: { id: string }; Body: { status?: unknown } }>(
    '/admin/payments/:id/status',
    {
      schema: {
        params: idParams,
        body: statusChangeSchema,
        describedBody: describedStatusChange,
        response: answers({ 200: written('Payment') }),
      },
    },
    async (request) => {
      const { status } = request.body;
      if (!isPaymentStatus(status)) throw badRequest(PAYMENT_MESSAGES.invalidStatus);
      // Not a uuid: no such payment (and no database error for a malformed id).
      const set = isUuid(request.params.id) ? await setPaymentStatus(db, request.params.id, status, authOf(request).user.id) : null;
      if (!set) throw notFound(PAYMENT_MESSAGES.notFound);
      if (set.changed) {
        await recordAudit(db, authOf(request).user, {
          action: 'payment.status_changed',
          entity: 'payment',
          entityId: set.row.id,
          before: paymentView(set.previous),
          after: paymentView(set.row),
        });
        await notifyStudents(db, mailer, paymentNotice(set.row), request.log);
      }
      return { message: PAYMENT_MESSAGES.statusUpdated, data: paymentView(set.row) };
    },
  );
}
