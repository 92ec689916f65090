import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import type { FileStore } from '../files/file-store.js';
import { authOf, requireRole } from '../http/authenticate.js';
import { inlineDisposition } from '../http/content-disposition.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { pagedSchema, pageRequest } from '../http/paging.js';
import { answers, ref } from '../http/schemas.js';
import type { Mailer } from '../notify/mailer.js';
import { notifyStudents } from '../notify/notify-students.js';
import { readProgrammeSettings } from '../programme/programme-queries.js';
import { listMissing, missingScholarSchema } from '../reminders/missing-queries.js';
import { findQueueRow, findResult, listReviewQueue, lockResult, setReview, type QueueRow } from './review-queries.js';
import { RESULT_MESSAGES, resultView, type ResultRow } from './result-rules.js';
import { downloadAnswer, fileNameParams, reviewSchema } from './result-schemas.js';
import { parseBulkReview, parseQueueFilter, parseReview, REVIEW_MESSAGES, reviewNotice, type Review } from './review-rules.js';
import {
  BULK_OUTCOMES,
  bulkReviewAnswer,
  describedBulkReview,
  describedReview,
  missingQuery,
  queueQuery,
  reviewQueueItemSchema,
} from './review-schemas.js';

type Paging = { page?: string; pageSize?: string };
type BulkOutcome = (typeof BULK_OUTCOMES)[number];

function queueItemView({ result, scholar, reviewerName }: QueueRow) {
  return {
    ...resultView(result),
    reviewedAt: result.reviewedAt?.toISOString() ?? null,
    reviewerName: reviewerName ?? null,
    scholar,
  };
}

function pageOf(query: Paging) {
  const paging = pageRequest(query);
  if ('problem' in paging) throw badRequest(paging.problem);
  return paging.page;
}

/**
 * The officers' results desk under /admin/results: the review queue, any scholar's document, reviews one by
 * one or in bulk, and who has not uploaded. ADMIN only: a student gets 403 before anything is looked up.
 */
export async function resultReviewRoutes(app: FastifyInstance, { db, files, mailer }: { db: Db; files: FileStore; mailer: Mailer }) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('ADMIN'));
  app.addSchema(reviewQueueItemSchema);
  app.addSchema(missingScholarSchema);

  /** One review in its own transaction (row locked, audited with it); the scholar is e-mailed after the commit. */
  async function review(actor: { id: string; email: string }, fileName: string, wanted: Review): Promise<ResultRow> {
    const after = await db.transaction(async (tx) => {
      const before = await lockResult(tx, fileName);
      if (!before) throw notFound(RESULT_MESSAGES.notFound);
      if (wanted.expected && wanted.expected !== before.status) throw conflict(REVIEW_MESSAGES.stale);
      const changed = await setReview(tx, fileName, { status: wanted.status, comment: wanted.comment, reviewedBy: actor.id });
      await recordAudit(tx, actor, {
        action: 'result.reviewed',
        entity: 'result',
        entityId: fileName,
        before: resultView(before),
        after: resultView(changed),
      });
      return changed;
    });
    return after;
  }

  app.get<{ Querystring: { year?: string; batchNo?: string; status?: string } & Paging }>(
    '/admin/results',
    { schema: { querystring: queueQuery, response: answers({ 200: pagedSchema('ReviewQueueItem') }) } },
    async (request) => {
      const parsed = parseQueueFilter(request.query);
      if ('problem' in parsed) throw badRequest(parsed.problem);
      const page = pageOf(request.query);
      const { rows, total } = await listReviewQueue(db, parsed.filter, page);
      return { items: rows.map(queueItemView), total, page: page.page, pageSize: page.pageSize };
    },
  );

  app.get<{ Querystring: { year?: string; batchNo?: string } & Paging }>(
    '/admin/results/missing',
    { schema: { querystring: missingQuery, response: answers({ 200: pagedSchema('MissingScholar') }) } },
    async (request) => {
      // The year and batch read like the queue's; a status has no meaning here.
      const parsed = parseQueueFilter({ year: request.query.year, batchNo: request.query.batchNo });
      if ('problem' in parsed) throw badRequest(parsed.problem);
      const page = pageOf(request.query);
      const year = parsed.filter.year ?? (await readProgrammeSettings(db)).currentAcademicYear;
      return listMissing(db, { kind: 'RESULTS', year, batchNo: parsed.filter.batchNo }, page);
    },
  );

  app.get<{ Params: { fileName: string } }>(
    '/admin/results/:fileName/download',
    { schema: { params: fileNameParams, response: answers({ 200: downloadAnswer }) } },
    async (request, reply) => {
      const row = await findResult(db, request.params.fileName);
      const file = row && (await files.openRead(row.fileName));
      if (!row || !file) {
        if (row) request.log.error({ fileName: row.fileName }, 'result row without its file');
        throw notFound(RESULT_MESSAGES.notFound);
      }
      // Shown in the officer's browser, never run: the type is the one detected on upload.
      return reply
        .type(row.fileType)
        .header('content-length', file.size)
        .header('content-disposition', inlineDisposition(row.originalName))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.put<{ Params: { fileName: string }; Body: { status?: unknown; comment?: unknown; expectedStatus?: unknown } }>(
    '/admin/results/:fileName/review',
    {
      schema: {
        params: fileNameParams,
        body: reviewSchema,
        describedBody: describedReview,
        response: answers({
          200: { type: 'object', required: ['message', 'data'], properties: { message: { type: 'string' }, data: ref('ReviewQueueItem') } },
        }),
      },
    },
    async (request) => {
      const wanted = parseReview(request.body);
      if ('problem' in wanted) throw badRequest(wanted.problem);
      const after = await review(authOf(request).user, request.params.fileName, wanted);
      await notifyStudents(db, mailer, reviewNotice(after), request.log);
      return { message: RESULT_MESSAGES.reviewSaved, data: queueItemView((await findQueueRow(db, after.fileName))!) };
    },
  );

  app.post<{ Body: { fileNames?: unknown; status?: unknown } }>(
    '/admin/results/review',
    { schema: { body: { type: 'object' }, describedBody: describedBulkReview, response: answers({ 200: bulkReviewAnswer }) } },
    async (request) => {
      const parsed = parseBulkReview(request.body ?? {});
      if ('problem' in parsed) throw badRequest(parsed.problem);
      const { user } = authOf(request);
      const outcomes: { fileName: string; outcome: BulkOutcome; result?: ReturnType<typeof queueItemView> }[] = [];
      // One by one: each approval is its own change, audited and e-mailed, and one taken meanwhile does not stop the rest.
      for (const fileName of parsed.fileNames) {
        try {
          const after = await review(user, fileName, { status: 'APPROVED', comment: null, expected: 'SUBMITTED' });
          await notifyStudents(db, mailer, reviewNotice(after), request.log);
          outcomes.push({ fileName, outcome: 'APPROVED', result: queueItemView((await findQueueRow(db, fileName))!) });
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404) outcomes.push({ fileName, outcome: 'NOT_FOUND' });
          else if (status === 409) outcomes.push({ fileName, outcome: 'ALREADY_REVIEWED' });
          else throw error;
        }
      }
      const approved = outcomes.filter((o) => o.outcome === 'APPROVED').length;
      return { message: REVIEW_MESSAGES.bulkSaved(approved), approved, outcomes };
    },
  );
}
