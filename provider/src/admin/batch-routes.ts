import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { answers } from '../http/schemas.js';
import { readProgrammeSettings } from '../programme/programme-queries.js';
import { invitedBatches, scholarBatches } from '../users/batch-queries.js';
import { programmeBatches } from './batch-rules.js';

const batchesSchema = {
  type: 'object',
  required: ['batches'],
  properties: {
    batches: { type: 'array', items: { type: 'integer', minimum: 1 } },
  },
} as const;

/** GET /admin/batches: the batches of the programme (ADMIN, see admin-routes.ts). */
export async function batchRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/admin/batches', { schema: { response: answers({ 200: batchesSchema }) } }, async () => {
    const [withScholars, invited, settings] = await Promise.all([scholarBatches(db), invitedBatches(db), readProgrammeSettings(db)]);
    return { batches: programmeBatches(withScholars, invited, settings.activeBatches) };
  });
}
