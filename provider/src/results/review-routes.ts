import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { authOf, requireRole } from '../http/authenticate.js';
import { badRequest, notFound } from '../http/errors.js';
import { answers, written } from '../http/schemas.js';
import { reviewResult } from './result-queries.js';
import { RESULT_MESSAGES, resultView } from './result-rules.js';
import { fileNameParams, resultSchema, reviewSchema } from './result-schemas.js';

const REVIEW_STATUSES = ['APPROVED', 'REJECTED'] as const;
type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** PUT /admin/results/:fileName/review: an administrator approves or rejects a result, with a comment. */
export async function resultReviewRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('ADMIN'));

  app.addSchema(resultSchema);

  app.put<{ Params: { fileName: string }; Body: { status?: unknown; comment?: string | null } }>(
    '/admin/results/:fileName/review',
    {
      schema: { params: fileNameParams, body: reviewSchema, response: answers({ 200: written('Result') }) },
    },
    async (request) => {
      const { status, comment } = request.body;
      if (!REVIEW_STATUSES.includes(status as ReviewStatus)) throw badRequest(RESULT_MESSAGES.invalidReviewStatus);
      const { user } = authOf(request);
      const reviewed = await reviewResult(db, request.params.fileName, {
        status: status as ReviewStatus,
        comment: comment?.trim() || null,
        reviewedBy: user.id,
      });
      if (!reviewed) throw notFound(RESULT_MESSAGES.notFound);
      await recordAudit(db, user, {
        action: 'result.reviewed',
        entity: 'result',
        entityId: reviewed.after.fileName,
        before: resultView(reviewed.before),
        after: resultView(reviewed.after),
      });
      return { message: RESULT_MESSAGES.reviewSaved, data: resultView(reviewed.after) };
    },
  );
}
