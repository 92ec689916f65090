import { and, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { accountSettings, users } from '../db/schema.js';
import { mailFor, type InLanguages, type Language, type Mail } from './mail-language.js';
import type { Mailer } from './mailer.js';

// Closes every e-mail that notification preferences govern: it says where to turn it off.
const PREFERENCE_FOOTER: InLanguages<string> = {
  en: '\n\nYou receive this because notifications are on in Settings > Notifications of the Nuru Yangu Scholarship Portal.',
  sw: '\n\nUnapokea barua pepe hii kwa sababu arifa zimewashwa katika Mipangilio > Arifa kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu.',
};

export interface StudentNotice {
  /** Who: one student, a batch, or every student (batchNo null). */
  audience: { userId: string } | { batchNo: number | null };
  /** The preference that must be on (an account without settings has both on). */
  kind: 'announcements' | 'payments';
  /** The e-mail in one language; the footer naming the preference is added to it. */
  mail: (language: Language) => Mail;
}

/**
 * E-mails the students of the audience whose matching notification preference is on, each in their saved
 * language (read by the same query); answers how many were mailed. A failed send is logged and does not stop
 * the others, nor the change being announced (that is already saved when the notice goes out).
 */
export async function notifyStudents(db: Db, mailer: Mailer, notice: StudentNotice, log?: FastifyBaseLogger): Promise<number> {
  const preference = notice.kind === 'announcements' ? accountSettings.notifyAnnouncements : accountSettings.notifyPayments;
  const recipients = await db
    .select({ email: users.email, language: accountSettings.language })
    .from(users)
    .leftJoin(accountSettings, eq(accountSettings.userId, users.id))
    .where(
      and(
        eq(users.role, 'STUDENT'),
        isNotNull(users.completedAt),
        isNull(users.deletedAt),
        audienceFilter(notice.audience),
        or(isNull(preference), eq(preference, true)),
      ),
    );
  const sent = await Promise.allSettled(
    recipients.map(({ email, language }) => mailer.send({ to: email, code: null, ...mailFor({ account: language }, withFooter(notice)) })),
  );
  for (const result of sent) {
    if (result.status === 'rejected') log?.error({ err: result.reason, kind: notice.kind }, 'notification e-mail failed');
  }
  return sent.filter((result) => result.status === 'fulfilled').length;
}

const withFooter =
  (notice: StudentNotice) =>
  (language: Language): Mail => {
    const mail = notice.mail(language);
    return { subject: mail.subject, text: mail.text + PREFERENCE_FOOTER[language] };
  };

function audienceFilter(audience: StudentNotice['audience']): SQL | undefined {
  if ('userId' in audience) return eq(users.id, audience.userId);
  return audience.batchNo === null ? undefined : eq(users.batchNo, audience.batchNo);
}
