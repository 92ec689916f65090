import { and, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { accountSettings, users } from '../db/schema.js';
import type { Mailer } from './mailer.js';

// Closes every e-mail that notification preferences govern: it says where to turn it off.
export const PREFERENCE_FOOTER =
  '\n\nYou receive this because notifications are on in Settings > Notifications of the Nuru Yangu Scholarship Portal.';

export interface StudentNotice {
  /** Who: one student, a batch, or every student (batchNo null). */
  audience: { userId: string } | { batchNo: number | null };
  subject: string;
  text: string;
  /** The preference that must be on (an account without settings has both on). */
  kind: 'announcements' | 'payments';
}

/**
 * E-mails the students of the audience whose matching notification preference is on; answers how many
 * were mailed. A failed send is logged and does not stop the others, nor the change being announced
 * (that is already saved when the notice goes out).
 */
export async function notifyStudents(db: Db, mailer: Mailer, notice: StudentNotice, log?: FastifyBaseLogger): Promise<number> {
  const preference = notice.kind === 'announcements' ? accountSettings.notifyAnnouncements : accountSettings.notifyPayments;
  const recipients = await db
    .select({ email: users.email })
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
    recipients.map(({ email }) => mailer.send({ to: email, subject: notice.subject, text: notice.text, code: null })),
  );
  for (const result of sent) {
    if (result.status === 'rejected') log?.error({ err: result.reason, subject: notice.subject }, 'notification e-mail failed');
  }
  return sent.filter((result) => result.status === 'fulfilled').length;
}

function audienceFilter(audience: StudentNotice['audience']): SQL | undefined {
  if ('userId' in audience) return eq(users.id, audience.userId);
  return audience.batchNo === null ? undefined : eq(users.batchNo, audience.batchNo);
}
