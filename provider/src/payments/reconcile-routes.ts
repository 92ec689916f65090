import type { FastifyInstance } from 'fastify';
import { isProviderYear } from '../academic-year/year-rules.js';
import type { Db } from '../db/client.js';
import { authOf } from '../http/authenticate.js';
import { badRequest } from '../http/errors.js';
import { answers } from '../http/schemas.js';
import type { Mailer } from '../notify/mailer.js';
import { notifyStudents } from '../notify/notify-students.js';
import { applyReconciliation, previewReconciliation } from './payment-desk-changes.js';
import { DESK_MESSAGES, isPaymentType } from './payment-desk-rules.js';
import { BANK_BODY_DESCRIPTION, reconcileQuery, reconcileRefusal, reconciliationSchema } from './payment-desk-schemas.js';
import { paymentNotice } from './payment-notice.js';
import { BANK_MESSAGES, FILE_PROBLEM_WORDS, MAX_BANK_BYTES, parseBankFile } from './reconcile-rules.js';

/**
 * The bank's text, out of reach of the API-wide control-character refusal (http/control-characters.ts walks
 * a body's enumerable fields; a private field has none): this route names the line that holds one.
 */
class BankText {
  readonly #text: string;
  constructor(text: string) {
    this.#text = text;
  }
  get text() {
    return this.#text;
  }
}

type ReconcileQuery = { year?: string; type?: string; dryRun?: string };

/** POST /admin/payments/reconcile: the bank's CSV of paid control numbers, reported (dry run) or applied (ADMIN). */
export async function reconcileRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  // Twice the file limit: a file just over it is answered in words (400), not by the body limit (413).
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: MAX_BANK_BYTES * 2 }, (_request, body, done) =>
    done(null, new BankText(body as string)),
  );

  app.post<{ Querystring: ReconcileQuery; Body: unknown }>(
    '/admin/payments/reconcile',
    {
      schema: {
        querystring: reconcileQuery,
        consumes: ['text/csv'],
        describedBody: { type: 'string', description: BANK_BODY_DESCRIPTION },
        response: answers({ 200: reconciliationSchema, 400: reconcileRefusal }),
      },
    },
    async (request, reply) => {
      const { year, type, dryRun = 'true' } = request.query;
      if (!isProviderYear(year)) throw badRequest(DESK_MESSAGES.invalidYear);
      if (!isPaymentType(type)) throw badRequest(DESK_MESSAGES.invalidType);
      if (dryRun !== 'true' && dryRun !== 'false') throw badRequest('dryRun must be true or false');
      const body = request.body ?? new BankText('');
      if (!(body instanceof BankText)) throw badRequest(BANK_MESSAGES.notText);
      const file = parseBankFile(body.text, new Date());
      if ('problem' in file)
        return reply.code(400).send({ message: FILE_PROBLEM_WORDS[file.problem], problem: file.problem, errors: file.errors });

      if (dryRun === 'true') {
        const report = await previewReconciliation(db, file.lines, year, type);
        return { message: BANK_MESSAGES.dryRun(report.matched.length), ...report, applied: false };
      }
      const { report, paid } = await applyReconciliation(db, file.lines, year, type, authOf(request).user);
      for (const payment of paid) await notifyStudents(db, mailer, paymentNotice(payment), request.log);
      return { message: BANK_MESSAGES.applied(report.matched.length), ...report, applied: true };
    },
  );
}
