import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { authOf, requireRole } from '../http/authenticate.js';
import { answers } from '../http/schemas.js';
import { readProgrammeSettings } from '../programme/programme-queries.js';
import { myStipendSchema } from './disbursement-schemas.js';
import { myStipend } from './mine-queries.js';

/** GET /disbursements/mine: "where is my stipend?" for the signed-in scholar (an administrator has no scholar record: 403). */
export async function myStipendRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('STUDENT'));

  app.get('/disbursements/mine', { schema: { response: answers({ 200: myStipendSchema }) } }, async (request) => {
    const { user } = authOf(request);
    return myStipend(db, user, await readProgrammeSettings(db));
  });
}
