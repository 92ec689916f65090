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
const countsOf = (names: readonly string[], descriptions: Record<string, string> = {}) => ({
  type: 'object',
  required: [...names],
  properties: Object.fromEntries(names.map((name) => [name, descriptions[name] ? { ...count, description: descriptions[name] } : count])),
});
const paymentCounts = countsOf(['submitted', 'missing', 'paid'], {
  missing: 'Active scholars without a control number of this type for the year',
});
const figures = {
  scholars: countsOf(['total', ...ENROLLMENT_STATUSES]),
  results: countsOf(['uploaded', 'missing', 'awaitingReview', 'approved', 'rejected'], {
    missing: 'Active scholars without results for the year',
    awaitingReview: 'Uploaded, not reviewed yet (SUBMITTED)',
  }),
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
      description: 'Each batch with scholars and each active batch, in order; scholars without a batch last (batchNo null)',
      items: { type: 'object', required: ['batchNo', ...figureNames], properties: { batchNo: { type: ['integer', 'null'] }, ...figures } },
    },
    totals: { type: 'object', required: figureNames, properties: figures },
    recentActivity: { type: 'array', description: "The 10 latest administrators' actions", items: { $ref: 'AuditEntry#' } },
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
          properties: { year: { type: 'string', maxLength: 20, description: "Default: the programme's current year" } },
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
