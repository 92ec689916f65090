import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { DISBURSEMENT_STATUSES } from '../db/schema.js';
import { authOf, requireRole } from '../http/authenticate.js';
import { attachmentDisposition } from '../http/content-disposition.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { pagedSchema, pageRequest } from '../http/paging.js';
import { answers, idParams, ref } from '../http/schemas.js';
import { isUuid } from '../http/uuid.js';
import { chosenInstalment, PERIOD_MESSAGES, periodLabel } from '../programme/period-rules.js';
import { readProgrammeSettings } from '../programme/programme-queries.js';
import {
  cancelBody,
  failedBody,
  itemEditBody,
  itemParams,
  newRunBody,
  paidBody,
  runListQuery,
  runSchema,
  runSummarySchema,
  versionBody,
} from './disbursement-schemas.js';
import { BANK_FILE_HEADER, bankFile, bankFileRefusalMessage, type BankFileRow } from './bank-file.js';
import { cancelRun, confirmCancel, withdrawCancel } from './run-cancellation.js';
import { approveRun, bankFileRows, editItem, markPaid } from './run-changes.js';
import { createRun } from './run-creation.js';
import { parseCancel, parseFailure, parseItemEdit, parseNewRun, parsePaid, parseVersionOnly } from './run-input-rules.js';
import { listRuns, readRun } from './run-queries.js';
import { RUN_MESSAGES as M, type RunStatus } from './run-rules.js';
import { confirmTransferFailed, dismissTransferFailure, reportTransferFailed } from './transfer-failures.js';

type Params = { id: string };
type ItemParams = Params & { studentId: string };

/** The body read by its parser, or 400 in the parser's words. */
function parsed<T>(result: T | { problem: string }): T {
  if (result !== null && typeof result === 'object' && 'problem' in result) throw badRequest(result.problem);
  return result;
}

/** Ids are uuids: anything else names no run (or no scholar of it). */
function runId(params: Params): string {
  if (!isUuid(params.id)) throw notFound(M.notFound);
  return params.id;
}
function studentId(params: ItemParams): string {
  if (!isUuid(params.studentId)) throw notFound(M.itemNotFound);
  return params.studentId;
}

const bodySchema = (described: unknown) => ({ body: { type: 'object' }, describedBody: described });

/** The bank file's text, or 409 naming the row it refuses (nothing is written, nor recorded as downloaded). */
function writeBankFile(rows: readonly BankFileRow[]): string {
  const written = bankFile(rows);
  if ('refused' in written) throw conflict(bankFileRefusalMessage(written.refused.reference), { ...written.refused });
  return written.text;
}

const bankFileRefused = {
  type: 'object',
  description: 'A row the bank file cannot carry (or the run is not APPROVED, or a scholar changed since: message only)',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    problem: { type: 'string', enum: ['UNWRITABLE_ROW'] },
    reference: { type: 'string', description: "The row's transfer reference" },
    field: { type: 'string', enum: ['accountNumber', 'accountName', 'reference'] },
  },
} as const;

/**
 * Stipend runs under /admin/disbursements: ADMIN before anything else, so a student gets 403 whatever they ask
 * for (an id that names nothing included). Every write answers the run as it now stands.
 */
export async function disbursementRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('ADMIN'));
  app.addSchema(runSummarySchema);
  app.addSchema(runSchema);
  const run = { response: answers({ 200: ref('DisbursementRun') }) };

  app.post(
    '/admin/disbursements',
    { schema: { ...bodySchema(newRunBody), response: answers({ 201: ref('DisbursementRun') }) } },
    async (request, reply) => {
      const { instalment, academicYear, batchNo, amountTzs } = parsed(parseNewRun(request.body));
      const settings = await readProgrammeSettings(db);
      const chosen = chosenInstalment(settings.stipendInstalments, instalment);
      if (chosen === null) throw badRequest(PERIOD_MESSAGES.unknownInstalment(settings.stipendInstalments));
      const plan = { period: periodLabel(academicYear, chosen), academicYear, batchNo, amountTzs: amountTzs ?? settings.stipendAmountTzs };
      return reply.code(201).send(await createRun(db, plan, authOf(request).user));
    },
  );

  app.get<{ Querystring: { status?: string; page?: string; pageSize?: string } }>(
    '/admin/disbursements',
    { schema: { querystring: runListQuery, response: answers({ 200: pagedSchema('DisbursementRunSummary') }) } },
    async (request) => {
      const status = request.query.status?.trim() || undefined;
      if (status !== undefined && !DISBURSEMENT_STATUSES.includes(status as RunStatus))
        throw badRequest(`status must be one of ${DISBURSEMENT_STATUSES.join(', ')}`);
      return listRuns(db, status as RunStatus | undefined, parsed(pageRequest(request.query)).page);
    },
  );

  app.get<{ Params: Params }>('/admin/disbursements/:id', { schema: { params: idParams, ...run } }, async (request) => {
    const found = await readRun(db, runId(request.params));
    if (!found) throw notFound(M.notFound);
    return found;
  });

  app.put<{ Params: ItemParams }>(
    '/admin/disbursements/:id/items/:studentId',
    { schema: { params: itemParams, ...bodySchema(itemEditBody), ...run } },
    async (request) => {
      const edit = parsed(parseItemEdit(request.body));
      return editItem(db, runId(request.params), studentId(request.params), edit, authOf(request).user);
    },
  );

  app.post<{ Params: Params }>(
    '/admin/disbursements/:id/approve',
    { schema: { params: idParams, ...bodySchema(versionBody), ...run } },
    async (request) => approveRun(db, runId(request.params), parsed(parseVersionOnly(request.body)).version, authOf(request).user),
  );

  app.post<{ Params: Params }>(
    '/admin/disbursements/:id/cancel',
    {
      schema: { params: idParams, ...bodySchema(cancelBody), ...run },
    },
    async (request) => cancelRun(db, runId(request.params), parsed(parseCancel(request.body)), authOf(request).user),
  );

  app.post<{ Params: Params }>(
    '/admin/disbursements/:id/cancel/confirm',
    { schema: { params: idParams, ...bodySchema(versionBody), ...run } },
    async (request) => confirmCancel(db, runId(request.params), parsed(parseVersionOnly(request.body)).version, authOf(request).user),
  );

  app.post<{ Params: Params }>(
    '/admin/disbursements/:id/cancel/withdraw',
    { schema: { params: idParams, ...bodySchema(versionBody), ...run } },
    async (request) => withdrawCancel(db, runId(request.params), parsed(parseVersionOnly(request.body)).version, authOf(request).user),
  );

  app.post<{ Params: Params }>(
    '/admin/disbursements/:id/paid',
    { schema: { params: idParams, ...bodySchema(paidBody), ...run } },
    async (request) => markPaid(db, runId(request.params), parsed(parsePaid(request.body, new Date())), authOf(request).user),
  );

  const transfer = (params: ItemParams) => ({ runId: runId(params), studentId: studentId(params) });

  app.put<{ Params: ItemParams }>(
    '/admin/disbursements/:id/items/:studentId/failed',
    {
      schema: { params: itemParams, ...bodySchema(failedBody), ...run },
    },
    async (request) => {
      const { reason } = parsed(parseFailure(request.body));
      return reportTransferFailed(db, transfer(request.params), reason, authOf(request).user);
    },
  );

  app.post<{ Params: ItemParams }>(
    '/admin/disbursements/:id/items/:studentId/failed/confirm',
    {
      schema: { params: itemParams, ...run },
    },
    async (request) => confirmTransferFailed(db, transfer(request.params), authOf(request).user),
  );

  app.post<{ Params: ItemParams }>(
    '/admin/disbursements/:id/items/:studentId/failed/dismiss',
    { schema: { params: itemParams, ...run } },
    async (request) => dismissTransferFailure(db, transfer(request.params), authOf(request).user),
  );

  app.get<{ Params: Params }>(
    '/admin/disbursements/:id/bank-file.csv',
    {
      schema: {
        params: idParams,
        produces: ['text/csv'],
        response: answers({
          200: { type: 'string', description: `text/csv: ${BANK_FILE_HEADER.join(',')}; APPROVED runs only` },
          409: bankFileRefused,
        }),
      },
    },
    async (request, reply) => {
      const { run: found, file: text } = await bankFileRows(db, runId(request.params), authOf(request).user, writeBankFile);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`stipends-NY-${found.seq}.csv`))
        .send(text);
    },
  );
}
