import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { authOf, requireRole } from '../http/authenticate.js';
import { badRequest, conflict } from '../http/errors.js';
import { answers, listOf, written } from '../http/schemas.js';
import { readProgrammeSettings } from '../programme/programme-queries.js';
import { listPayments, submitControlNumber } from './payment-queries.js';
import { PAYMENT_MESSAGES, parseSubmission, paymentView } from './payment-rules.js';
import { paymentSchema, submissionSchema } from './payment-schemas.js';

/** The caller's own control numbers: one per payment type and year. */
export async function paymentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('STUDENT'));

  app.addSchema(paymentSchema);

  app.post(
    '/v2/payment/submit-controlNumber',
    { schema: { describedBody: submissionSchema, response: answers({ 200: written('Payment') }) } },
    async (request) => {
      const parsed = parseSubmission(request.body, (await readProgrammeSettings(db)).currentAcademicYear);
      if ('problem' in parsed) throw badRequest(parsed.problem);
      const outcome = await submitControlNumber(db, authOf(request).user.id, parsed.submission);
      if ('paid' in outcome) throw conflict(PAYMENT_MESSAGES.alreadyPaid);
      return { message: PAYMENT_MESSAGES.submitted, data: paymentView(outcome.row) };
    },
  );

  app.get('/v2/payment/history', { schema: { response: answers({ 200: listOf('Payment') }) } }, async (request) =>
    (await listPayments(db, authOf(request).user.id)).map(paymentView),
  );
}
