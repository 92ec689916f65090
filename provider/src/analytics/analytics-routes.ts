import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { requireRole } from '../http/authenticate.js';
import { badRequest } from '../http/errors.js';
import { answers } from '../http/schemas.js';
import { readProgrammeSettings } from '../programme/programme-queries.js';
import { scholarBatches } from '../users/batch-queries.js';
import { completionFirsts, expectedScholars, gpaCounts, paymentCounts, universityCounts } from './analytics-queries.js';
import {
  analyticsFilter,
  batchesInScope,
  cumulativeCompletion,
  GPA_BANDS,
  gpaDistribution,
  monthsOf,
  paymentsByStatus,
  scholarsByUniversity,
  tanzanianMonth,
} from './analytics-rules.js';
import { analyticsQuerySchema, analyticsSchema } from './analytics-schemas.js';

/** GET /admin/analytics: the series behind the analytics charts. ADMIN only, asked before anything else. */
export async function analyticsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('ADMIN'));

  app.get<{ Querystring: { year?: string; batchNo?: string } }>(
    '/admin/analytics',
    { schema: { querystring: analyticsQuerySchema, response: answers({ 200: analyticsSchema }) } },
    async (request) => {
      const settings = await readProgrammeSettings(db);
      const filter = analyticsFilter(request.query, settings.currentAcademicYear);
      if ('problem' in filter) throw badRequest(filter.problem);
      const { year, batchNo } = filter;
      const [withScholars, gpas, expected, firsts, universities, paymentRows] = await Promise.all([
        scholarBatches(db),
        gpaCounts(db, year, batchNo),
        expectedScholars(db, batchNo),
        completionFirsts(db, year, batchNo),
        universityCounts(db, batchNo),
        paymentCounts(db, year, batchNo),
      ]);
      const offered = batchesInScope(withScholars, settings.activeBatches).filter((batch): batch is number => batch !== null);
      const months = monthsOf(
        year,
        tanzanianMonth(new Date()),
        firsts.map((first) => first.month),
      );
      return {
        year,
        batchNo: batchNo ?? null,
        batches: offered,
        gpa: { bands: GPA_BANDS, batches: gpaDistribution(gpas, batchesInScope(withScholars, settings.activeBatches, batchNo)) },
        completion: { expected, months: cumulativeCompletion(months, firsts) },
        universities: scholarsByUniversity(universities),
        payments: paymentsByStatus(paymentRows),
      };
    },
  );
}
