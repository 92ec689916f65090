import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { accountSettings, DEFAULT_TIME_ZONE, users } from '../db/schema.js';
import { mailFor, type Language, type Mail } from './mail-language.js';
import type { Mailer } from './mailer.js';

// What changes who controls the programme's money (a new officer, an officer switched off, the stipend amount) is
// e-mailed to every administrator: one who sees a change they did not expect can act on it, even when the change
// was made from an account someone else is using, since the mailbox stays its owner's.

export interface AdminNotice {
  /** The administrator the change is about, told even when switched off (they are the one it happens to). */
  about?: string;
  /** Switched-off administrators too: when no one but the actor is active, they are the only other eyes. */
  deactivatedToo?: boolean;
  /** The e-mail in one language, dates in the reader's time zone. */
  mail: (language: Language, timeZone: string) => Mail;
}

/**
 * E-mails every active administrator (and the one the notice is about, or every switched-off one too), each in their saved language; answers
 * how many were sent and how many failed. A failed send is logged and does not stop the others, nor the change
 * (already saved when the notice goes out).
 */
export async function notifyAdministrators(
  db: Db,
  mailer: Mailer,
  notice: AdminNotice,
  log?: FastifyBaseLogger,
): Promise<{ sent: number; failed: number }> {
  const recipients = await db
    .select({ email: users.email, language: accountSettings.language, timeZone: accountSettings.timezone })
    .from(users)
    .leftJoin(accountSettings, eq(accountSettings.userId, users.id))
    .where(
      and(
        eq(users.role, 'ADMIN'),
        isNull(users.deletedAt),
        notice.deactivatedToo
          ? undefined
          : notice.about
            ? or(isNull(users.deactivatedAt), eq(users.id, notice.about))
            : isNull(users.deactivatedAt),
      ),
    );
  const sent = await Promise.allSettled(
    // Each written inside its own promise: a mail that cannot be written fails alone, like one that cannot be sent.
    recipients.map(async ({ email, language, timeZone }) =>
      mailer.send({
        to: email,
        code: null,
        ...mailFor({ account: language }, (chosen) => notice.mail(chosen, timeZone ?? DEFAULT_TIME_ZONE)),
      }),
    ),
  );
  const failed = sent.filter((result) => result.status === 'rejected');
  for (const result of failed) log?.error({ err: result.reason }, "administrators' notice not sent");
  return { sent: sent.length - failed.length, failed: failed.length };
}
