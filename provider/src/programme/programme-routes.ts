import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { answers } from '../http/schemas.js';
import { readProgrammeSettings } from './programme-queries.js';

const programmeSchema = {
  $id: 'Programme',
  type: 'object',
  required: ['currentAcademicYear'],
  properties: { currentAcademicYear: { type: 'string', description: 'Provider form, e.g. Y2024_2025' } },
} as const;

/** What every signed-in person may read of the programme's settings (officers change them in the admin area). */
export async function programmeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', app.authenticate);

  app.addSchema(programmeSchema);
  app.get('/programme', { schema: { response: answers({ 200: { $ref: 'Programme#' } }) } }, async () => readProgrammeSettings(db));
}
