import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { accountSettings } from '../db/schema.js';
import { mailFor } from '../notify/mail-language.js';
import type { Mailer } from '../notify/mailer.js';
import { shownEmail } from '../users/email-rules.js';
import type { User } from '../users/user-queries.js';
import { FAILED_SIGN_INS_MAIL } from './mail-words.js';

export interface FailedSignIns {
  failures: number;
  minutes: number;
}

/**
 * Tells the account's owner that many sign-ins failed, at its e-mail and at its security contact when it has one,
 * in the account's language. A send that fails is logged, not thrown: the guesser's answer must not change with it
 * (a 503 there would tell that the e-mail is an account).
 */
export async function warnOfFailedSignIns(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  user: User,
  { failures, minutes }: FailedSignIns,
) {
  const [settings] = await db
    .select({ language: accountSettings.language, securityEmail: accountSettings.securityEmail })
    .from(accountSettings)
    .where(eq(accountSettings.userId, user.id));
  const mail = mailFor({ account: settings?.language ?? null }, (language) =>
    FAILED_SIGN_INS_MAIL[language](user.name || shownEmail(user), failures, minutes),
  );
  const recipients = new Set([user.email, settings?.securityEmail ?? user.email]);
  await Promise.all(
    [...recipients].map((to) =>
      mailer.send({ to, code: null, ...mail }).catch((error: unknown) => log.error({ err: error, to }, 'failed sign-in warning not sent')),
    ),
  );
}
