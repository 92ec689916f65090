import type { FastifyInstance } from 'fastify';
import { isProviderYear } from '../academic-year/year-rules.js';
import type { Db } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import { answers } from '../http/schemas.js';
import { readProgrammeSettings } from '../programme/programme-queries.js';
import { ENROLLMENT_STATUSES } from './enrollment-rules.js';
import { batchFigures, recentAudit } from './overview-queries.js';
import { overviewBatches, totalFigures } from './overview-rules.js';

const count = { type: 'integer', minimum: 0 } as const;
const countsOf = (names: readonly string[]) => ({
  type: 'object',
  required: [...names],
  properties: Object.fromEntries(names.map((name) => [name, count])),
});
const paymentCounts = countsOf(['submitted', 'missing', 'paid']);
const figures = {
  scholars: countsOf(['total', ...ENROLLMENT_STATUSES]),
  results: countsOf(['uploaded', 'missing', 'awaitingReview', 'approved', 'rejected']),
  universityFee: paymentCounts,
  nhif: paymentCounts,
};
const figureNames = Object.keys(figures);

const overviewSchema = {
  type: 'object',
  required: ['year', 'batches', 'totals', 'recentActivity'],
  properties: {
    year: { type: 'string', description: 'Provider form, e.g. Y2024_2025' },
    batches: {
      type: 'array',
      items: { type: 'object', required: ['batchNo', ...figureNames], properties: { batchNo: { type: ['integer', 'null'] }, ...figures } },
    },
    totals: { type: 'object', required: figureNames, properties: figures },
    recentActivity: { type: 'array', items: { $ref: 'AuditEntry#' } },
  },
} as const;

/** GET /admin/overview: how the programme stands for a year (ADMIN, see admin-routes.ts). */
export async function overviewRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Querystring: { year?: string } }>(
    '/admin/overview',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            year: { type: 'string', maxLength: 20, description: "Provider form, e.g. Y2024_2025; default: the programme's current year" },
          },
        },
        response: answers({ 200: overviewSchema }),
      },
    },
    async (request) => {
      const settings = await readProgrammeSettings(db);
      const year = request.query.year?.trim() || settings.currentAcademicYear;
      if (!isProviderYear(year)) throw badRequest('year must look like Y2024_2025');
      const [found, recentActivity] = await Promise.all([batchFigures(db, year), recentAudit(db, 10)]);
      const batches = overviewBatches(found, settings.activeBatches);
      return { year, batches, totals: totalFigures(batches.map(({ batchNo: _batchNo, ...rest }) => rest)), recentActivity };
    },
  );
}
