import type { FastifyInstance } from 'fastify';
import { listActivity, recordActivity } from '../audit/activity-queries.js';
import { activityPage } from '../audit/activity-rules.js';
import type { Db } from '../db/client.js';
import { authOf } from '../http/authenticate.js';
import { attachmentDisposition } from '../http/content-disposition.js';
import { badRequest, conflict } from '../http/errors.js';
import { perUser } from '../http/rate-limits.js';
import { answers, passwordText, ref } from '../http/schemas.js';
import type { Mailer } from '../notify/mailer.js';
import { notifyAdministrators } from '../notify/notify-admins.js';
import { confirmPassword } from '../users/confirm-password.js';
import { shownEmail } from '../users/email-rules.js';
import { deleteAccount } from './account-deletion.js';
import { collectAccountData } from './export-queries.js';
import { OFFICER_DELETED_MAIL } from './mail-words.js';
import { SETTINGS_MESSAGES } from './messages.js';
import { activityPageSchema, exportAnswer } from './settings-schemas.js';

/** The account itself: its activity log, a copy of its data, and leaving the programme's portal. */
export async function accountRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  app.addHook('onRequest', app.authenticate);
  app.addSchema(activityPageSchema);

  app.get<{ Querystring: { limit?: string; offset?: string } }>(
    '/settings/account/activity',
    {
      schema: {
        // Text, read by activityPage: a wrong number is answered in its words.
        querystring: {
          type: 'object',
          properties: { limit: { type: 'string', description: 'Default 50' }, offset: { type: 'string', description: 'Default 0' } },
        },
        response: answers({ 200: ref('ActivityPage') }),
      },
    },
    async (request) => {
      const parsed = activityPage(request.query);
      if ('problem' in parsed) throw badRequest(parsed.problem);
      const page = await listActivity(db, authOf(request).user.id, parsed.page);
      return { ...page, items: page.items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })) };
    },
  );

  app.get('/settings/account/export', { schema: { response: answers({ 200: exportAnswer }) } }, async (request, reply) => {
    const { user } = authOf(request);
    await recordActivity(db, user.id, 'data_exported', request);
    const data = await collectAccountData(db, user);
    const fileName = `nuru-yangu-data-${data.exportedAt.slice(0, 10)}.json`;
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', attachmentDisposition(fileName))
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(data, null, 2));
  });

  // Results and payments stay with the anonymised record the foundation keeps; the person can no longer
  // sign in, every device is signed out, and the address needs a new invitation to sign up again. An officer's
  // leaving is e-mailed to the administrators who remain; the last active one cannot leave (409).
  app.post<{ Body: { password?: string; reason?: string } }>(
    '/settings/account/delete',
    {
      config: perUser('settingsSecret'),
      schema: {
        body: {
          type: 'object',
          properties: { password: passwordText, reason: { type: 'string', maxLength: 1000 } },
        },
        response: answers({ 200: ref('Message') }),
      },
    },
    async (request) => {
      const { user } = authOf(request);
      await confirmPassword(user, request.body.password);
      if ((await deleteAccount(db, user, request.body.reason?.trim() ?? '')) === 'LAST_ADMINISTRATOR')
        throw conflict(SETTINGS_MESSAGES.lastAdministrator);
      if (user.role === 'ADMIN') {
        const officer = { name: user.name, email: shownEmail(user) };
        await notifyAdministrators(db, mailer, { mail: (language) => OFFICER_DELETED_MAIL[language](officer) }, request.log);
      }
      return { message: SETTINGS_MESSAGES.accountDeleted };
    },
  );
}
