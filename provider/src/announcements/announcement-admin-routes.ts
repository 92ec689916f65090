import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { rowById } from '../db/rows.js';
import { announcements } from '../db/schema.js';
import { authOf, requireRole } from '../http/authenticate.js';
import { badRequest, notFound } from '../http/errors.js';
import { answers, idParams, ref, written } from '../http/schemas.js';
import { isUuid } from '../http/uuid.js';
import type { Mailer } from '../notify/mailer.js';
import { notifyStudents } from '../notify/notify-students.js';
import { announcementNotice } from './announcement-notice.js';
import {
  deleteAnnouncement,
  findAnnouncement,
  insertAnnouncement,
  studentsOfAnnouncement,
  updateAnnouncement,
} from './announcement-queries.js';
import { ANNOUNCEMENT_MESSAGES, announcementView, parseAnnouncementFields, type AnnouncementRow } from './announcement-rules.js';
import {
  acknowledgementsSchema,
  announcementCreateSchema,
  announcementSchema,
  announcementUpdateSchema,
  pinSchema,
} from './announcement-schemas.js';

type WithId = { Params: { id: string } };

// An administrator has no acknowledgement of their own.
const adminView = (row: AnnouncementRow) => announcementView({ ...row, acknowledgedAt: null });

/** The administrator's announcement calls: create, update, delete, pin, and who has acknowledged one. */
export async function announcementAdminRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('ADMIN'));
  app.addSchema(announcementSchema);

  const audit = (request: FastifyRequest, action: string, before: AnnouncementRow, after: AnnouncementRow | null) =>
    recordAudit(db, authOf(request).user, {
      action,
      entity: 'announcement',
      entityId: before.id,
      before: adminView(before),
      after: after && adminView(after),
    });

  const orNotFound = <T>(row: T | null | false): T => {
    if (!row) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
    return row;
  };

  app.post(
    '/announcements/admin/create',
    {
      schema: { describedBody: announcementCreateSchema, response: answers({ 201: written('Announcement') }) },
    },
    async (request, reply) => {
      const parsed = parseAnnouncementFields(request.body);
      if ('problem' in parsed) throw badRequest(parsed.problem);
      const { user } = authOf(request);
      const row = await insertAnnouncement(db, { ...parsed.fields, senderId: user.id, senderName: user.name || user.email });
      await recordAudit(db, user, {
        action: 'announcement.created',
        entity: 'announcement',
        entityId: row.id,
        before: null,
        after: adminView(row),
      });
      await notifyStudents(db, mailer, announcementNotice(row), request.log);
      return reply.code(201).send({ message: ANNOUNCEMENT_MESSAGES.created, data: adminView(row) });
    },
  );

  app.put<WithId>(
    '/announcements/admin/update/:id',
    {
      schema: { params: idParams, describedBody: announcementUpdateSchema, response: answers({ 200: written('Announcement') }) },
    },
    async (request) => {
      const parsed = parseAnnouncementFields(request.body, { partial: true });
      if ('problem' in parsed) throw badRequest(parsed.problem);
      const before = orNotFound(isUuid(request.params.id) && (await rowById(db, announcements, request.params.id)));
      const row = orNotFound(await updateAnnouncement(db, before.id, parsed.fields));
      await audit(request, 'announcement.updated', before, row);
      return { message: ANNOUNCEMENT_MESSAGES.updated, data: adminView(row) };
    },
  );

  app.delete<WithId>(
    '/announcements/admin/delete/:id',
    {
      schema: { params: idParams, response: answers({ 200: ref('Message') }) },
    },
    async (request) => {
      const before = orNotFound(isUuid(request.params.id) && (await rowById(db, announcements, request.params.id)));
      orNotFound(await deleteAnnouncement(db, before.id));
      await audit(request, 'announcement.deleted', before, null);
      return { message: ANNOUNCEMENT_MESSAGES.deleted };
    },
  );

  app.put<WithId & { Body: { pinned?: unknown } }>(
    '/announcements/admin/pin/:id',
    {
      schema: { params: idParams, describedBody: pinSchema, response: answers({ 200: written('Announcement') }) },
    },
    async (request) => {
      const pinned = (request.body as { pinned?: unknown } | null)?.pinned;
      if (typeof pinned !== 'boolean') throw badRequest(ANNOUNCEMENT_MESSAGES.invalidFlag('pinned'));
      const before = orNotFound(isUuid(request.params.id) && (await rowById(db, announcements, request.params.id)));
      const row = orNotFound(await updateAnnouncement(db, before.id, { pinned }));
      await audit(request, pinned ? 'announcement.pinned' : 'announcement.unpinned', before, row);
      return { message: pinned ? ANNOUNCEMENT_MESSAGES.pinned : ANNOUNCEMENT_MESSAGES.unpinned, data: adminView(row) };
    },
  );

  app.get<WithId>(
    '/announcements/admin/:id/acknowledgements',
    {
      schema: { params: idParams, response: answers({ 200: acknowledgementsSchema }) },
    },
    async (request) => {
      const announcement = orNotFound(isUuid(request.params.id) && (await findAnnouncement(db, request.params.id, 'everything')));
      const students = await studentsOfAnnouncement(db, announcement);
      return {
        acknowledged: students
          .filter((s) => s.acknowledgedAt)
          .map(({ id, name, email, acknowledgedAt }) => ({ id, name, email, acknowledgedAt: acknowledgedAt!.toISOString() })),
        pending: students.filter((s) => !s.acknowledgedAt).map(({ id, name, email }) => ({ id, name, email })),
      };
    },
  );
}
