import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordActivity } from '../audit/activity-queries.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { authOf } from '../http/authenticate.js';
import { badRequest } from '../http/errors.js';
import { perUser } from '../http/rate-limits.js';
import { answers, nullableEmailText, passwordText, ref } from '../http/schemas.js';
import { accountLanguage } from '../notify/language-queries.js';
import { mailFor } from '../notify/mail-language.js';
import type { Mailer } from '../notify/mailer.js';
import { ACCOUNT_NUMBER_CHANGED, maskAccountNumber } from '../users/account-number-rules.js';
import { shownEmail } from '../users/email-rules.js';
import { confirmPassword } from '../users/confirm-password.js';
import type { User } from '../users/user-queries.js';
import { updateUser } from '../users/user-queries.js';
import { describedAccountNumber, profileFieldsInput, profileSchema, profileView } from '../users/user-view.js';
import { BANK_ACCOUNT_CHANGED_MAIL } from './mail-words.js';
import { ACCOUNT_CHANGE_MESSAGES, profileChanges, type AccountNumberChange, type ProfileUpdate } from './profile-rules.js';

const profileUpdateSchema = {
  type: 'object',
  properties: {
    email: nullableEmailText,
    ...profileFieldsInput,
    currentPassword: passwordText,
  },
} as const;

// The portal sends the programme's fields back with every save (docs/behaviour.md §7); they are ignored, not refused.
const describedUpdate = {
  ...profileUpdateSchema,
  description: 'Absent or null: keep; a blank optional field: clear it. The e-mail must be the current one.',
  properties: {
    ...profileUpdateSchema.properties,
    accountNumber: describedAccountNumber,
    currentPassword: { ...passwordText, description: 'Required when accountNumber changes' },
    batchNo: { type: ['integer', 'null'], description: 'Accepted and ignored' },
    enrollmentStatus: { type: ['string', 'null'], description: 'Accepted and ignored' },
  },
} as const;

/** A save that carries a password counts against the account's password checks; any other save does not. */
const carriesPassword = (request: FastifyRequest) => Boolean((request.body as ProfileUpdate | undefined)?.currentPassword);

/** The caller's own profile: there is no way to name another account on these routes. */
export async function profileRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  app.addHook('onRequest', app.authenticate);
  app.addSchema(profileSchema);

  /** The scholar is told at their address, in their language, with the new number masked. */
  async function tellAccountChanged(user: User, change: AccountNumberChange) {
    const notice = mailFor({ account: await accountLanguage(db, user.id) }, (language) =>
      BANK_ACCOUNT_CHANGED_MAIL[language](user.name || shownEmail(user), maskAccountNumber(change.after)),
    );
    await mailer.send({ to: user.email, code: null, ...notice });
  }

  app.get('/profile', { schema: { response: answers({ 200: ref('Profile') }) } }, async (request) => profileView(authOf(request).user));

  app.put<{ Body: ProfileUpdate }>(
    '/profile/info',
    {
      config: perUser('settingsSecret', { only: carriesPassword }),
      schema: { body: profileUpdateSchema, describedBody: describedUpdate, response: answers({ 200: ref('Message') }) },
    },
    async (request) => {
      const { user } = authOf(request);
      const parsed = profileChanges(request.body, user);
      if ('problem' in parsed) throw badRequest(parsed.problem);
      const account = parsed.accountNumber;
      if (account) await confirmPassword(user, request.body.currentPassword, ACCOUNT_CHANGE_MESSAGES);
      await db.transaction(async (tx) => {
        await updateUser(tx, user.id, parsed.changes);
        // In the officers' log beside their own actions on the scholar, masked: the log is read by every officer.
        if (account)
          await recordAudit(
            tx,
            { id: user.id, email: user.email },
            {
              action: ACCOUNT_NUMBER_CHANGED,
              entity: 'student',
              entityId: user.id,
              before: { accountNumber: maskAccountNumber(account.before) },
              after: { accountNumber: maskAccountNumber(account.after) },
            },
          );
      });
      await recordActivity(db, user.id, 'profile_updated', request);
      if (account) await tellAccountChanged(user, account);
      return { message: 'Profile updated successfully' };
    },
  );
}
