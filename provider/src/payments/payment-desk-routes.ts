import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { authOf, requireRole } from '../http/authenticate.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { pagedSchema, pageRequest } from '../http/paging.js';
import { answers, idParams, written } from '../http/schemas.js';
import { isUuid } from '../http/uuid.js';
import type { Mailer } from '../notify/mailer.js';
import { readProgrammeSettings } from '../programme/programme-queries.js';
import { resolveFlags } from './payment-desk-changes.js';
import { listDeskRows, listMissing } from './payment-desk-queries.js';
import { DESK_MESSAGES, parseDeskQuery, parseResolutionNote, type DeskQuery } from './payment-desk-rules.js';
import { deskListQuery, deskRowSchema, missingQuery, missingScholarSchema, resolveBody } from './payment-desk-schemas.js';
import { paymentStatusRoutes } from './payment-status-routes.js';
import { reconcileRoutes } from './reconcile-routes.js';

type Paging = { page?: string; pageSize?: string };

/**
 * The payments desk under /admin/payments: one place that asks for a signed-in ADMIN before anything else, so a
 * student gets 403 whatever they ask for (an id that names nothing included).
 */
export async function paymentDeskRoutes(app: FastifyInstance, context: { db: Db; mailer: Mailer }) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('ADMIN'));
  app.addSchema(deskRowSchema);
  app.addSchema(missingScholarSchema);
  const { db } = context;

  async function filterOf(query: DeskQuery) {
    const parsed = parseDeskQuery(query, (await readProgrammeSettings(db)).currentAcademicYear);
    if ('problem' in parsed) throw badRequest(parsed.problem);
    return parsed.filter;
  }
  function pageOf(query: Paging) {
    const paging = pageRequest(query);
    if ('problem' in paging) throw badRequest(paging.problem);
    return paging.page;
  }

  app.get<{ Querystring: DeskQuery & Paging }>(
    '/admin/payments',
    { schema: { querystring: deskListQuery, response: answers({ 200: pagedSchema('AdminPayment') }) } },
    async (request) => listDeskRows(db, await filterOf(request.query), pageOf(request.query)),
  );

  app.get<{ Querystring: DeskQuery & Paging }>(
    '/admin/payments/missing',
    { schema: { querystring: missingQuery, response: answers({ 200: pagedSchema('PaymentDeskScholar') }) } },
    async (request) => {
      const { year, type, batchNo } = await filterOf({
        year: request.query.year,
        type: request.query.type,
        batchNo: request.query.batchNo,
      });
      if (!type) throw badRequest(DESK_MESSAGES.invalidType);
      return listMissing(db, { year, type, batchNo }, pageOf(request.query));
    },
  );

  app.post<{ Params: { id: string }; Body: unknown }>(
    '/admin/payments/:id/flags/resolve',
    {
      schema: {
        params: idParams,
        body: { type: 'object' },
        describedBody: resolveBody,
        response: answers({ 200: written('AdminPayment') }),
      },
    },
    async (request) => {
      const parsed = parseResolutionNote(request.body);
      if ('problem' in parsed) throw badRequest(parsed.problem);
      const outcome = isUuid(request.params.id)
        ? await resolveFlags(db, request.params.id, parsed.note, authOf(request).user)
        : ({ kind: 'notFound' } as const);
      if (outcome.kind === 'notFound') throw notFound(DESK_MESSAGES.notFound);
      if (outcome.kind === 'nothingToResolve') throw conflict(DESK_MESSAGES.nothingToResolve);
      return { message: DESK_MESSAGES.resolved, data: outcome.row };
    },
  );

  await app.register(paymentStatusRoutes, context);
  await app.register(reconcileRoutes, context);
}
