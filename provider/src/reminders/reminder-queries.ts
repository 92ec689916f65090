import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { accountSettings, reminders, users } from '../db/schema.js';
import type { Mailer } from '../notify/mailer.js';
import { missingWhere } from './missing-queries.js';
import { reminderCutoff, reminderEmail, type ReminderRequest } from './reminder-rules.js';

export interface ReminderOutcome {
  /** Scholars e-mailed now. */
  sent: number;
  /** Scholars missing the document but reminded of it within the last 24 hours. */
  skipped: number;
  /** Scholars whose e-mail could not be sent (SMTP down): not counted as reminded, so the next click tries again. */
  failed: number;
}

/**
 * Reminds every scholar missing the document of the year, except those reminded of it within the last 24
 * hours. The reminders and their audit lines are written in one transaction under a lock per kind and year,
 * so of two officers clicking at once the second waits and then finds everyone already reminded. The e-mails
 * go after the commit (the outbox shares the database); one that fails takes its reminder back.
 */
export async function sendReminders(
  db: Db,
  mailer: Mailer,
  request: ReminderRequest,
  actor: AuditActor,
  options: { now?: Date; log?: FastifyBaseLogger } = {},
): Promise<ReminderOutcome> {
  const now = options.now ?? new Date();
  const cutoff = reminderCutoff(now);
  const { due, skipped } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reminders:${request.kind}:${request.year}`}))`);
    // The language each reminder is written in comes with its scholar, in the query that picks them.
    const missing = await tx
      .select({ id: users.id, name: users.name, email: users.email, language: accountSettings.language })
      .from(users)
      .leftJoin(accountSettings, eq(accountSettings.userId, users.id))
      .where(missingWhere(request))
      .orderBy(users.seq);
    const recent = await tx
      .selectDistinct({ userId: reminders.userId })
      .from(reminders)
      .where(and(eq(reminders.kind, request.kind), eq(reminders.year, request.year), gt(reminders.sentAt, cutoff)));
    const reminded = new Set(recent.map((row) => row.userId));
    const due = missing.filter((scholar) => !reminded.has(scholar.id));
    if (due.length === 0) return { due: [], skipped: missing.length };
    const written = await tx
      .insert(reminders)
      .values(due.map((scholar) => ({ userId: scholar.id, kind: request.kind, year: request.year, sentBy: actor.id, sentAt: now })))
      .returning({ id: reminders.id, userId: reminders.userId });
    const reminderOf = new Map(written.map((row) => [row.userId, row.id]));
    await recordAudit(
      tx,
      actor,
      due.map((scholar) => ({
        action: 'reminder.sent',
        entity: 'student',
        entityId: scholar.id,
        before: null,
        after: { kind: request.kind, year: request.year, email: scholar.email },
      })),
    );
    return { due: due.map((scholar) => ({ ...scholar, reminderId: reminderOf.get(scholar.id)! })), skipped: missing.length - due.length };
  });

  const settled = await Promise.allSettled(
    due.map((scholar) => mailer.send({ to: scholar.email, ...reminderEmail(request.kind, request.year, scholar), code: null })),
  );
  const failed = due.filter((_, index) => settled[index]!.status === 'rejected');
  if (failed.length > 0) {
    options.log?.error({ failed: failed.length, kind: request.kind, year: request.year }, 'reminder e-mails failed');
    await db.transaction(async (tx) => {
      await tx.delete(reminders).where(
        inArray(
          reminders.id,
          failed.map((scholar) => scholar.reminderId),
        ),
      );
      await recordAudit(
        tx,
        actor,
        failed.map((scholar) => ({
          action: 'reminder.failed',
          entity: 'student',
          entityId: scholar.id,
          after: { kind: request.kind, year: request.year, email: scholar.email },
        })),
      );
    });
  }
  return { sent: due.length - failed.length, skipped, failed: failed.length };
}
