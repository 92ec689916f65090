import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  activity,
  announcementAcknowledgements,
  announcements,
  disbursementItems,
  disbursementRuns,
  mentors,
  mentorshipRegistrations,
  mentorshipSessions,
  payments,
  results,
  sessions,
} from '../db/schema.js';
import type { User } from '../users/user-queries.js';
import { profileView } from '../users/user-view.js';
import { preferencesView, privacyView } from './preference-rules.js';
import { readSettings } from './settings-queries.js';

/**
 * Everything the portal holds about one person, for them to keep. Secrets stay out: password hash,
 * two-factor secrets, e-mail code hashes. Result documents are listed (their bytes are downloaded
 * from Results); announcements and mentorship sessions appear by the title the student saw.
 */
export async function collectAccountData(db: Db, user: User) {
  const [settings, resultRows, paymentRows, stipendRows, acknowledgements, registrations, sessionRows, activityRows] = await Promise.all([
    readSettings(db, user.id),
    db.select().from(results).where(eq(results.userId, user.id)).orderBy(asc(results.resultYear)),
    // The fields of the payment history (GET /v2/payment/history), dates written the same way.
    db
      .select({
        id: payments.id,
        controlNumber: payments.controlNumber,
        paymentType: payments.paymentType,
        status: payments.status,
        createdAt: payments.createdAt,
        paymentYear: payments.paymentYear,
      })
      .from(payments)
      .where(eq(payments.userId, user.id))
      .orderBy(asc(payments.createdAt), asc(payments.seq)),
    // Every stipend run that considered the scholar, paid or not, with the bank details copied into it.
    db
      .select({
        period: disbursementRuns.period,
        academicYear: disbursementRuns.academicYear,
        runStatus: disbursementRuns.status,
        included: disbursementItems.included,
        amountTzs: disbursementItems.amountTzs,
        reasons: disbursementItems.reasons,
        officerReason: disbursementItems.officerReason,
        accountNumber: disbursementItems.accountNumber,
        reference: disbursementItems.reference,
        transferStatus: disbursementItems.transferStatus,
        failureReason: disbursementItems.failureReason,
        paidAt: disbursementRuns.paidAt,
      })
      .from(disbursementItems)
      .innerJoin(disbursementRuns, eq(disbursementRuns.id, disbursementItems.runId))
      .where(eq(disbursementItems.studentId, user.id))
      .orderBy(asc(disbursementRuns.seq)),
    db
      .select({ announcementId: announcements.id, title: announcements.title, acknowledgedAt: announcementAcknowledgements.acknowledgedAt })
      .from(announcementAcknowledgements)
      .innerJoin(announcements, eq(announcements.id, announcementAcknowledgements.announcementId))
      .where(eq(announcementAcknowledgements.userId, user.id))
      .orderBy(asc(announcementAcknowledgements.acknowledgedAt), asc(announcementAcknowledgements.seq)),
    db
      .select({
        sessionId: mentorshipSessions.id,
        title: mentorshipSessions.title,
        mentor: mentors.name,
        startsAt: mentorshipSessions.startsAt,
        registeredAt: mentorshipRegistrations.createdAt,
        cancelledAt: mentorshipRegistrations.cancelledAt,
      })
      .from(mentorshipRegistrations)
      .innerJoin(mentorshipSessions, eq(mentorshipSessions.id, mentorshipRegistrations.sessionId))
      .innerJoin(mentors, eq(mentors.id, mentorshipSessions.mentorId))
      .where(eq(mentorshipRegistrations.userId, user.id))
      .orderBy(asc(mentorshipSessions.startsAt), asc(mentorshipSessions.id)),
    db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        lastSeenAt: sessions.lastSeenAt,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(desc(sessions.createdAt), desc(sessions.seq)),
    db
      .select({ kind: activity.kind, ip: activity.ip, userAgent: activity.userAgent, createdAt: activity.createdAt })
      .from(activity)
      .where(eq(activity.userId, user.id))
      .orderBy(desc(activity.createdAt), desc(activity.seq)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: { createdAt: user.createdAt, completedAt: user.completedAt },
    profile: profileView(user),
    results: resultRows.map((row) => ({
      fileName: row.fileName,
      originalName: row.originalName,
      resultYear: row.resultYear,
      gpa: row.gpa,
      fileSize: row.fileSize,
      fileType: row.fileType,
      status: row.status,
      reviewComment: row.reviewComment,
      reviewedAt: row.reviewedAt,
      uploadedAt: row.uploadedAt,
    })),
    payments: paymentRows,
    stipends: stipendRows,
    announcementAcknowledgements: acknowledgements,
    mentorshipRegistrations: registrations,
    preferences: { ...preferencesView(settings), twoFactorEnabledAt: settings.twoFactorEnabledAt },
    privacy: privacyView(settings),
    sessions: sessionRows,
    activity: activityRows,
  };
}
