import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { authOf, requireRole } from '../http/authenticate.js';
import { badRequest, conflict } from '../http/errors.js';
import { answers, listOf, ref, written } from '../http/schemas.js';
import { readProgrammeSettings } from '../programme/programme-queries.js';
import { listPayments, submitControlNumber } from './payment-queries.js';
import { PAYMENT_MESSAGES, parseSubmission, paymentView, refusalAnswer } from './payment-rules.js';
import { paymentSchema, submissionRefusalSchema, submissionSchema } from './payment-schemas.js';

/** The caller's own control numbers: one per payment type and year, each number on one payment only. */
export async function paymentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('STUDENT'));

  app.addSchema(paymentSchema);
  app.addSchema(submissionRefusalSchema);

  app.post(
    '/v2/payment/submit-controlNumber',
    { schema: { describedBody: submissionSchema, response: answers({ 200: written('Payment'), 409: ref('SubmissionRefusal') }) } },
    async (request) => {
      const parsed = parseSubmission(request.body, (await readProgrammeSettings(db)).currentAcademicYear);
      if ('problem' in parsed) throw badRequest(parsed.problem);
      const outcome = await submitControlNumber(db, authOf(request).user.id, parsed.submission);
      if ('refused' in outcome) {
        const { message, details } = refusalAnswer(outcome);
        throw conflict(message, details);
      }
      return { message: PAYMENT_MESSAGES.submitted, data: paymentView(outcome.row) };
    },
  );

  app.get('/v2/payment/history', { schema: { response: answers({ 200: listOf('Payment') }) } }, async (request) =>
    (await listPayments(db, authOf(request).user.id)).map(paymentView),
  );
}
