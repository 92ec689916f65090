import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { readProgrammeSettings } from './programme-queries.js';

/** What every signed-in person may read of the programme's settings (officers change them in the admin area). */
export async function programmeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', app.authenticate);

  app.get('/programme', async () => readProgrammeSettings(db));
}
