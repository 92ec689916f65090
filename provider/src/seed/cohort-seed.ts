import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { displayYear } from '../academic-year/year-rules.js';
import type { Db } from '../db/client.js';
import { auditLog, invitations, payments, results, users } from '../db/schema.js';
import type { FileStore } from '../files/file-store.js';
import { DEMO_COHORT, DEMO_OFFICER, DEMO_PENDING_INVITATIONS, type DemoScholar, type DemoYearRecords } from './demo-cohort.js';
import { samplePdf } from './sample-pdf.js';

const DAY = 86_400_000;

/** The demo cohort (demo-cohort.ts) written in a few bulk inserts: hundreds of scholars in well under a second. */
export async function seedCohort(db: Db, files: FileStore, hashes: { student: string; admin: string }, adminId: string) {
  const [officer] = await db
    .insert(users)
    .values({
      email: DEMO_OFFICER.email,
      name: DEMO_OFFICER.name,
      role: 'ADMIN',
      passwordHash: hashes.admin,
      completedAt: new Date('2023-09-01T08:00:00Z'),
    })
    .returning({ id: users.id, email: users.email });
  const cohort = DEMO_COHORT;
  const created = await db
    .insert(users)
    .values(
      cohort.map(({ years: _years, statusReason: _reason, joinedAt, ...scholar }) => ({
        ...scholar,
        role: 'STUDENT' as const,
        passwordHash: hashes.student,
        createdAt: new Date(joinedAt),
        completedAt: new Date(joinedAt),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const idOf = new Map(created.map((row) => [row.email, row.id]));

  await db.insert(invitations).values([
    ...cohort.map(({ email, batchNo, joinedAt }) => {
      const invitedAt = new Date(new Date(joinedAt).getTime() - 7 * DAY);
      return { email, batchNo, invitedBy: adminId, createdAt: invitedAt, lastSentAt: invitedAt, usedAt: new Date(joinedAt) };
    }),
    ...DEMO_PENDING_INVITATIONS.map(({ email, batchNo, invitedAt, sendCount }) => ({
      email,
      batchNo,
      invitedBy: adminId,
      createdAt: new Date(invitedAt),
      lastSentAt: new Date(new Date(invitedAt).getTime() + (sendCount - 1) * 14 * DAY),
      sendCount,
    })),
  ]);

  const resultRows = await Promise.all(
    cohort.flatMap((scholar) =>
      scholar.years
        .filter((year) => year.result.state !== 'MISSING')
        .map((year) => resultRow(files, scholar, idOf.get(scholar.email)!, year, adminId)),
    ),
  );
  if (resultRows.length) await db.insert(results).values(resultRows);
  const paymentRows = cohort.flatMap((scholar) => scholar.years.flatMap((year) => paymentRowsOf(idOf.get(scholar.email)!, year)));
  if (paymentRows.length) await db.insert(payments).values(paymentRows);

  await seedStatusChanges(db, officer!, cohort, idOf);
}

async function resultRow(files: FileStore, scholar: DemoScholar, userId: string, { year, result }: DemoYearRecords, adminId: string) {
  const pdf = samplePdf([
    scholar.universityName,
    'Statement of examination results',
    '',
    `Name: ${scholar.name}`,
    `Registration number: ${scholar.universityRegistrationId}`,
    `Programme: ${scholar.courseProgrammeName}`,
    `Academic year: ${displayYear(year)}`,
    `GPA: ${result.gpa.toFixed(1)}`,
  ]);
  const fileName = `${userId}-${year}-${randomBytes(8).toString('hex')}.pdf`;
  await pipeline(Readable.from([pdf]), files.createWriteStream(fileName));
  const uploadedAt = new Date(result.uploadedAt);
  const reviewed = result.state !== 'SUBMITTED';
  return {
    userId,
    resultYear: year,
    gpa: result.gpa,
    fileName,
    originalName: `Results ${displayYear(year)}.pdf`,
    fileSize: pdf.length,
    fileType: 'application/pdf',
    status: result.state as 'SUBMITTED' | 'APPROVED' | 'REJECTED',
    reviewComment: result.comment,
    uploadedAt,
    ...(reviewed ? { reviewedBy: adminId, reviewedAt: new Date(uploadedAt.getTime() + 5 * DAY) } : {}),
  };
}

function paymentRowsOf(userId: string, { year, universityFee, nhif }: DemoYearRecords) {
  return (
    [
      ['UNIVERSITY_FEE', universityFee],
      ['NHIF', nhif],
    ] as const
  )
    .filter(([, payment]) => payment.state !== 'MISSING')
    .map(([paymentType, payment]) => ({
      userId,
      paymentType,
      paymentYear: year,
      controlNumber: payment.controlNumber,
      amountDueTzs: payment.amountDueTzs,
      status: payment.state as 'UNPAID' | 'PROCESSING' | 'PAID' | 'FAILED',
      createdAt: new Date(payment.submittedAt),
      updatedAt: new Date(payment.submittedAt),
      // Paid a fortnight after it was submitted.
      paidAt: payment.state === 'PAID' ? new Date(new Date(payment.submittedAt).getTime() + 14 * DAY) : null,
    }));
}

/** The officer's status changes behind every scholar who is not Active: a day apart, from June 2025. */
async function seedStatusChanges(
  db: Db,
  officer: { id: string; email: string },
  cohort: readonly DemoScholar[],
  idOf: Map<string, string>,
) {
  const changed = cohort.filter((scholar) => scholar.enrollmentStatus !== 'Active');
  if (changed.length === 0) return;
  await db.insert(auditLog).values(
    changed.map((scholar, i) => ({
      actorId: officer.id,
      actorEmail: officer.email,
      action: 'student.status_changed',
      entity: 'student',
      entityId: idOf.get(scholar.email)!,
      before: { enrollmentStatus: 'ACTIVE' },
      after: { enrollmentStatus: scholar.enrollmentStatus.toUpperCase(), reason: scholar.statusReason },
      at: new Date(Date.UTC(2025, 5, 1) + i * DAY),
    })),
  );
}
