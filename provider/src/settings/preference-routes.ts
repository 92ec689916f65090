import type { FastifyInstance } from 'fastify';
import { recordActivity } from '../audit/activity-queries.js';
import type { Db } from '../db/client.js';
import { authOf } from '../http/authenticate.js';
import { badRequest } from '../http/errors.js';
import { answers, ref } from '../http/schemas.js';
import { SETTINGS_MESSAGES } from './messages.js';
import {
  notificationChanges,
  notificationsView,
  preferenceChanges,
  preferencesView,
  privacyChanges,
  privacyView,
  type NotificationsUpdate,
  type PreferencesUpdate,
  type PrivacyUpdate,
} from './preference-rules.js';
import { readSettings, saveSettings } from './settings-queries.js';
import { notificationsSchema as notificationsAnswer, preferencesSchema, privacySchema, saved } from './settings-schemas.js';

const reads = (id: string) => ({ schema: { response: answers({ 200: ref(id) }) } });

const notificationsSchema = { type: 'object', properties: { announcements: { type: 'boolean' }, payments: { type: 'boolean' } } } as const;

/** Notification preferences, the wider preferences (language, time zone, date format) and privacy. */
export async function preferenceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', app.authenticate);
  for (const schema of [notificationsAnswer, preferencesSchema, privacySchema]) app.addSchema(schema);

  app.get('/settings/preferences', reads('NotificationPreferences'), async (request) =>
    notificationsView(await readSettings(db, authOf(request).user.id)),
  );

  app.post<{ Body: NotificationsUpdate }>(
    '/settings/update-notifications',
    {
      schema: { body: notificationsSchema, response: answers({ 200: saved('preferences', 'NotificationPreferences') }) },
    },
    async (request) => {
      const { user } = authOf(request);
      const saved = await saveSettings(db, user.id, notificationChanges(request.body));
      await recordActivity(db, user.id, 'preferences_changed', request);
      return { message: SETTINGS_MESSAGES.notificationsUpdated, preferences: notificationsView(saved) };
    },
  );

  app.get('/settings/preferences/all', reads('AccountPreferences'), async (request) =>
    preferencesView(await readSettings(db, authOf(request).user.id)),
  );

  app.post<{ Body: PreferencesUpdate }>(
    '/settings/preferences/update',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            notifications: notificationsSchema,
            language: { type: 'string', maxLength: 10 },
            timezone: { type: 'string', maxLength: 64 },
            dateFormat: { type: 'string', maxLength: 20 },
          },
        },
        response: answers({ 200: saved('preferences', 'AccountPreferences') }),
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const parsed = preferenceChanges(request.body);
      if ('problem' in parsed) throw badRequest(parsed.problem);
      const saved = await saveSettings(db, user.id, parsed.changes);
      await recordActivity(db, user.id, 'preferences_changed', request);
      return { message: SETTINGS_MESSAGES.preferencesUpdated, preferences: preferencesView(saved) };
    },
  );

  app.get('/settings/privacy', reads('PrivacySettings'), async (request) => privacyView(await readSettings(db, authOf(request).user.id)));

  app.post<{ Body: PrivacyUpdate }>(
    '/settings/privacy/update',
    {
      schema: {
        body: { type: 'object', properties: { showProfileToBatch: { type: 'boolean' }, shareResultsWithMentors: { type: 'boolean' } } },
        response: answers({ 200: saved('privacy', 'PrivacySettings') }),
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const saved = await saveSettings(db, user.id, privacyChanges(request.body));
      await recordActivity(db, user.id, 'privacy_changed', request);
      return { message: SETTINGS_MESSAGES.privacyUpdated, privacy: privacyView(saved) };
    },
  );
}
