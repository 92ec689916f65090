import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { authOf } from '../http/authenticate.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { answers, idParams, listOf, written } from '../http/schemas.js';
import { isUuid } from '../http/uuid.js';
import { acknowledgeAnnouncement, findAnnouncement, listAnnouncements } from './announcement-queries.js';
import { ANNOUNCEMENT_MESSAGES, announcementAudience, announcementView } from './announcement-rules.js';
import { announcementSchema } from './announcement-schemas.js';

const list = { schema: { response: answers({ 200: listOf('Announcement') }) } };

/**
 * What every signed-in role may do with announcements: read them (the portal's dashboard reads the 'admin' path
 * too, and the audience rule decides what each person sees) and, for a student, acknowledge one that asks for it.
 */
export async function announcementRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', app.authenticate);
  app.addSchema(announcementSchema);

  app.get('/announcements/admin/getAllAnnouncements', list, async (request) => {
    const { user } = authOf(request);
    return (await listAnnouncements(db, announcementAudience(user), { viewerId: user.id })).map(announcementView);
  });

  app.get('/announcements/announcements/pinned', list, async (request) => {
    const { user } = authOf(request);
    return (await listAnnouncements(db, announcementAudience(user), { pinnedOnly: true, viewerId: user.id })).map(announcementView);
  });

  app.post<{ Params: { id: string } }>(
    '/announcements/:id/acknowledge',
    {
      schema: { params: idParams, response: answers({ 200: written('Announcement') }) },
    },
    async (request) => {
      const { user } = authOf(request);
      if (user.role !== 'STUDENT') throw forbidden(ANNOUNCEMENT_MESSAGES.studentsOnly);
      // One the student cannot read does not exist for them.
      const announcement = isUuid(request.params.id)
        ? await findAnnouncement(db, request.params.id, announcementAudience(user), user.id)
        : null;
      if (!announcement) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
      if (!announcement.requiresAcknowledgement) throw badRequest(ANNOUNCEMENT_MESSAGES.acknowledgementNotRequired);
      const acknowledgedAt = await acknowledgeAnnouncement(db, announcement.id, user.id);
      return { message: ANNOUNCEMENT_MESSAGES.acknowledged, data: announcementView({ ...announcement, acknowledgedAt }) };
    },
  );
}
