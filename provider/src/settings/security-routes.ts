import type { FastifyInstance } from 'fastify';
import { recordActivity } from '../audit/activity-queries.js';
import type { Db } from '../db/client.js';
import { authOf } from '../http/authenticate.js';
import { badRequest, conflict } from '../http/errors.js';
import { perUser } from '../http/rate-limits.js';
import { answers, MAX_EMAIL_LENGTH, passwordText, ref } from '../http/schemas.js';
import { mailFor } from '../notify/mail-language.js';
import type { Mailer } from '../notify/mailer.js';
import type { TwoFactorVault } from '../two-factor/two-factor-vault.js';
import { INVALID_TWO_FACTOR_CODE_MESSAGE, newTwoFactorSecret, twoFactorCodeStep } from '../two-factor/two-factor.js';
import { confirmPassword } from '../users/confirm-password.js';
import { INVALID_EMAIL_MESSAGE, isEmail, normalizeEmail } from '../users/email-rules.js';
import { SECURITY_CONTACT_MAIL } from './mail-words.js';
import { SETTINGS_MESSAGES } from './messages.js';
import { readSettings, saveSettings } from './settings-queries.js';
import { securityEmailSaved, twoFactorSetupSchema } from './settings-schemas.js';

const stringBody = (name: string, maxLength: number) =>
  ({ body: { type: 'object', properties: { [name]: { type: 'string', maxLength } } } }) as const;

const done = answers({ 200: ref('Message') });

/** The security contact e-mail and two-factor authentication (TOTP). */
export async function securityRoutes(app: FastifyInstance, { db, mailer, vault }: { db: Db; mailer: Mailer; vault: TwoFactorVault }) {
  app.addHook('onRequest', app.authenticate);

  app.post<{ Body: { email?: string } }>(
    '/settings/security/email',
    {
      schema: { ...stringBody('email', MAX_EMAIL_LENGTH), response: answers({ 200: securityEmailSaved }) },
    },
    async (request) => {
      const { user } = authOf(request);
      const email = normalizeEmail(request.body.email ?? '');
      if (!isEmail(email)) throw badRequest(INVALID_EMAIL_MESSAGE);
      const { language } = await saveSettings(db, user.id, { securityEmail: email });
      await recordActivity(db, user.id, 'security_email_changed', request);
      const notice = mailFor({ account: language }, (chosen) => SECURITY_CONTACT_MAIL[chosen](user.name || user.email, user.email));
      await mailer.send({ to: email, code: null, ...notice });
      return { message: SETTINGS_MESSAGES.securityEmailSaved, securityEmail: email };
    },
  );

  // Enabling only proposes a secret: it counts once a code from the app proves the app holds it.
  app.post('/settings/security/2fa/enable', { schema: { response: answers({ 200: twoFactorSetupSchema }) } }, async (request) => {
    const { user } = authOf(request);
    if ((await readSettings(db, user.id)).twoFactorEnabledAt) throw conflict(SETTINGS_MESSAGES.twoFactorAlreadyOn);
    const { secret, otpauthUri } = newTwoFactorSecret(user.email);
    await saveSettings(db, user.id, { twoFactorPendingSecret: vault.seal(secret, user.id) });
    return { secret, otpauthUri };
  });

  app.post<{ Body: { code?: string } }>(
    '/settings/security/2fa/verify',
    {
      config: perUser('settingsSecret'),
      schema: { ...stringBody('code', 20), response: done },
    },
    async (request) => {
      const { user } = authOf(request);
      const settings = await readSettings(db, user.id);
      if (settings.twoFactorEnabledAt) throw conflict(SETTINGS_MESSAGES.twoFactorAlreadyOn);
      if (!settings.twoFactorPendingSecret) throw badRequest(SETTINGS_MESSAGES.twoFactorNotStarted);
      // A step that already signed in is refused here too, but this code is not recorded as a sign-in: it is
      // typed inside a signed-in session and opens nothing, so signing in right after may use the same code
      // instead of waiting up to 30 s for the next. One rule still holds: a code signs in at most once.
      const step = await twoFactorCodeStep(
        vault.open(settings.twoFactorPendingSecret, user.id),
        request.body.code ?? '',
        settings.twoFactorLoginStep,
      );
      if (step === null) throw badRequest(INVALID_TWO_FACTOR_CODE_MESSAGE);
      await saveSettings(db, user.id, {
        twoFactorSecret: settings.twoFactorPendingSecret,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: new Date(),
      });
      await recordActivity(db, user.id, 'two_factor_enabled', request);
      return { message: SETTINGS_MESSAGES.twoFactorEnabled };
    },
  );

  // Switching it off needs what signing in needs: the password and a current code from the app, so a
  // stolen session (or a password alone) cannot remove the second factor.
  app.post<{ Body: { password?: string; code?: string } }>(
    '/settings/security/2fa/disable',
    {
      config: perUser('settingsSecret'),
      schema: {
        body: { type: 'object', properties: { password: passwordText, code: { type: 'string', maxLength: 20 } } },
        response: done,
      },
    },
    async (request) => {
      const { user } = authOf(request);
      await confirmPassword(user, request.body.password);
      const settings = await readSettings(db, user.id);
      if (settings.twoFactorSecret) {
        const code = request.body.code?.trim() ?? '';
        if (!code) throw badRequest(SETTINGS_MESSAGES.twoFactorCodeRequired);
        // Any current code: the one that just signed in may be typed again here (this opens no session).
        if ((await twoFactorCodeStep(vault.open(settings.twoFactorSecret, user.id), code, null)) === null)
          throw badRequest(INVALID_TWO_FACTOR_CODE_MESSAGE);
      }
      await saveSettings(db, user.id, { twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorEnabledAt: null });
      if (settings.twoFactorEnabledAt !== null) await recordActivity(db, user.id, 'two_factor_disabled', request);
      return { message: SETTINGS_MESSAGES.twoFactorDisabled };
    },
  );
}
