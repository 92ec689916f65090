import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { authOf } from '../http/authenticate.js';
import { badRequest, conflict } from '../http/errors.js';
import { answers, written } from '../http/schemas.js';
import { MAX_AMOUNT_TZS } from '../programme/amount-rules.js';
import { MAX_INSTALMENT_LENGTH, MAX_INSTALMENTS, MAX_STIPENDS_PER_YEAR } from '../programme/period-rules.js';
import { readProgrammeSettings, updateProgrammeSettings, type ProgrammeSettings } from '../programme/programme-queries.js';
import type { Mailer } from '../notify/mailer.js';
import { notifyAdministrators } from '../notify/notify-admins.js';
import { shownEmail } from '../users/email-rules.js';
import { PROGRAMME_SETTINGS_MAIL } from './mail-words.js';
import { parseProgrammeSettings, PROGRAMME_SETTINGS_MESSAGES as M, settingChanges } from './programme-settings-rules.js';

const settingsSchema = {
  $id: 'ProgrammeSettings',
  type: 'object',
  required: ['currentAcademicYear', 'activeBatches', 'stipendAmountTzs', 'stipendInstalments', 'maxStipendsPerYear', 'updatedAt'],
  properties: {
    currentAcademicYear: { type: 'string', description: 'Provider form, e.g. Y2024_2025' },
    activeBatches: { type: 'array', items: { type: 'integer', minimum: 1 } },
    stipendAmountTzs: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_AMOUNT_TZS,
      description: 'Whole TZS; omitted in a change: kept as it is',
    },
    stipendInstalments: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_INSTALMENTS,
      items: { type: 'string', minLength: 1, maxLength: MAX_INSTALMENT_LENGTH },
      description: 'No two alike; omitted in a change: kept as they are',
    },
    maxStipendsPerYear: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_STIPENDS_PER_YEAR,
      description: 'Omitted in a change: kept as it is',
    },
    updatedAt: {
      type: 'string',
      format: 'date-time',
      description: 'A change sending an earlier one as expectedUpdatedAt answers 409',
    },
  },
} as const;

const view = (settings: ProgrammeSettings) => ({ ...settings, updatedAt: settings.updatedAt.toISOString() });

/**
 * GET/PUT /admin/settings/programme (ADMIN, see admin-routes.ts). A change is e-mailed to every administrator with
 * each setting before and after: the stipend amount only proposes a run's amount, which a second officer approves;
 * renaming an instalment makes a new period, which the yearly cap still bounds.
 */
export async function programmeSettingsRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  app.addSchema(settingsSchema);

  app.get('/admin/settings/programme', { schema: { response: answers({ 200: { $ref: 'ProgrammeSettings#' } }) } }, async () =>
    view(await readProgrammeSettings(db)),
  );

  app.put<{ Body: Parameters<typeof parseProgrammeSettings>[0] & { expectedUpdatedAt?: unknown } }>(
    '/admin/settings/programme',
    {
      schema: {
        body: { type: 'object' },
        describedBody: {
          type: 'object',
          required: ['currentAcademicYear', 'activeBatches'],
          properties: { ...settingsSchema.properties, expectedUpdatedAt: { type: 'string', format: 'date-time' } },
        },
        response: answers({ 200: written('ProgrammeSettings') }),
      },
    },
    async (request) => {
      const change = parseProgrammeSettings(request.body ?? {});
      if ('problem' in change) throw badRequest(change.problem);
      const expected = request.body?.expectedUpdatedAt;
      const { user } = authOf(request);
      const { before, saved } = await db.transaction(async (tx) => {
        const before = await readProgrammeSettings(tx, { lock: true });
        if (typeof expected === 'string' && new Date(expected).getTime() !== before.updatedAt.getTime()) throw conflict(M.stale);
        const { updatedAt: _seen, ...kept } = before;
        const after = await updateProgrammeSettings(tx, { ...kept, ...change });
        await recordAudit(tx, user, {
          action: 'programme_settings.updated',
          entity: 'programme_settings',
          entityId: null,
          before: view(before),
          after: view(after),
        });
        return { before, saved: after };
      });
      const changes = settingChanges(before, saved);
      if (changes.length) {
        const actor = { name: user.name, email: shownEmail(user) };
        await notifyAdministrators(db, mailer, { mail: (language) => PROGRAMME_SETTINGS_MAIL[language](actor, changes) }, request.log);
      }
      return { message: M.saved, data: view(saved) };
    },
  );
}
