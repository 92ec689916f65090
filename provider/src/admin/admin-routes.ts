import type { FastifyInstance } from 'fastify';
import { auditEntrySchema } from '../audit/audit-schemas.js';
import type { Db } from '../db/client.js';
import { requireRole } from '../http/authenticate.js';
import type { Mailer } from '../notify/mailer.js';
import { adminAccountRoutes } from './admin-account-routes.js';
import { adminInvitationRoutes } from './admin-invitation-routes.js';
import { auditRoutes } from './audit-routes.js';
import { batchRoutes } from './batch-routes.js';
import { invitationRoutes } from './invitation-routes.js';
import { invitationSchema } from './invitation-schemas.js';
import { overviewRoutes } from './overview-routes.js';
import { programmeSettingsRoutes } from './programme-settings-routes.js';
import { studentRoutes } from './student-routes.js';

/**
 * The programme desk under /admin: one place that asks for a signed-in ADMIN before anything else, so a student
 * gets 403 whatever they ask for (an id that names nothing included).
 */
export async function adminRoutes(app: FastifyInstance, context: { db: Db; mailer: Mailer; adminEmailDomains?: readonly string[] }) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('ADMIN'));
  app.addSchema(auditEntrySchema);
  app.addSchema(invitationSchema);

  await app.register(overviewRoutes, context);
  await app.register(studentRoutes, context);
  await app.register(invitationRoutes, context);
  await app.register(adminAccountRoutes, context);
  await app.register(adminInvitationRoutes, context);
  await app.register(programmeSettingsRoutes, context);
  await app.register(auditRoutes, context);
  await app.register(batchRoutes, context);
}
