import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { authOf } from '../http/authenticate.js';
import { listAnnouncements } from './announcement-queries.js';
import { announcementAudience, announcementView } from './announcement-rules.js';

/**
 * The read side of announcements (writing them comes with the admin area). Both paths answer every signed-in
 * role: the portal's dashboard reads the 'admin' path too, and the audience rule decides what each person sees.
 */
export async function announcementRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', app.authenticate);

  app.get('/announcements/admin/getAllAnnouncements', async (request) =>
    (await listAnnouncements(db, announcementAudience(authOf(request).user))).map(announcementView));

  app.get('/announcements/announcements/pinned', async (request) =>
    (await listAnnouncements(db, announcementAudience(authOf(request).user), { pinnedOnly: true })).map(announcementView));
}
