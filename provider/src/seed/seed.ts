import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { displayYear } from '../academic-year/year-rules.js';
import { insertAnnouncement } from '../announcements/announcement-queries.js';
import type { Db } from '../db/client.js';
import type { FileStore } from '../files/file-store.js';
import { insertPayment } from '../payments/payment-queries.js';
import { insertResult } from '../results/result-queries.js';
import { readProgrammeSettings } from '../programme/programme-queries.js';
import { inviteEmails, markInvitationUsed } from '../users/invitation-queries.js';
import { hashPassword } from '../users/password-hash.js';
import { findUserByEmail, upsertUserByEmail } from '../users/user-queries.js';
import { DEV_STUDENT_PASSWORD, SEED_INVITED, SEED_STUDENTS } from './accounts.js';
import { seedCohort } from './cohort-seed.js';
import { DEMO_OFFICER } from './demo-cohort.js';
import { SEED_ANNOUNCEMENTS, SEED_PAYMENTS, SEED_RESULTS } from './demo-records.js';
import { seedDisbursements } from './disbursement-seed.js';
import { seedMentorship } from './mentorship-seed.js';
import { samplePdf } from './sample-pdf.js';

export interface SeedAdmin {
  email: string;
  password: string;
}

/**
 * First start only: an existing admin account means the database was seeded (or is in real use).
 * The demo students and invitations (known passwords) are for development only.
 */
export async function seedDatabase(db: Db, files: FileStore, admin: SeedAdmin, { demo }: { demo: boolean }): Promise<boolean> {
  if (await findUserByEmail(db, admin.email)) return false;
  const now = new Date();
  const adminHash = await hashPassword(admin.password);
  const adminUser = await upsertUserByEmail(db, admin.email, {
    name: 'Programme Administrator',
    role: 'ADMIN',
    passwordHash: adminHash,
    completedAt: now,
  });
  if (!demo) return true;
  const studentHash = await hashPassword(DEV_STUDENT_PASSWORD);
  await seedCohort(db, files, { student: studentHash, admin: adminHash }, adminUser.id);
  for (const { batchNo, ...student } of SEED_STUDENTS) {
    await inviteEmails(db, [student.email], batchNo, adminUser.id);
    await upsertUserByEmail(db, student.email, {
      ...student,
      batchNo,
      role: 'STUDENT',
      enrollmentStatus: 'Active',
      passwordHash: studentHash,
      completedAt: now,
    });
    await markInvitationUsed(db, student.email);
  }
  for (const { email, batchNo } of SEED_INVITED) await inviteEmails(db, [email], batchNo, adminUser.id);
  await seedResults(db, files, adminUser.id);
  for (const { email, createdAt, ...payment } of SEED_PAYMENTS) {
    const student = (await findUserByEmail(db, email))!;
    await insertPayment(db, { ...payment, userId: student.id, createdAt: new Date(createdAt), updatedAt: new Date(createdAt) });
  }
  for (const { createdAt, ...announcement } of SEED_ANNOUNCEMENTS) {
    await insertAnnouncement(db, { ...announcement, senderId: adminUser.id, senderName: adminUser.name, createdAt: new Date(createdAt) });
  }
  await seedMentorship(db, now);
  // Last: the runs judge every scholar's results, control numbers and bank account seeded above.
  const officer = (await findUserByEmail(db, DEMO_OFFICER.email))!;
  await seedDisbursements(db, adminUser, officer, (await readProgrammeSettings(db)).stipendAmountTzs);
  return true;
}

async function seedResults(db: Db, files: FileStore, adminId: string): Promise<void> {
  for (const seed of SEED_RESULTS) {
    const student = (await findUserByEmail(db, seed.email))!;
    const pdf = samplePdf([
      student.universityName ?? 'University',
      'Statement of examination results',
      '',
      `Name: ${student.name}`,
      `Registration number: ${student.universityRegistrationId ?? ''}`,
      `Programme: ${student.courseProgrammeName ?? ''}`,
      `Academic year: ${displayYear(seed.resultYear)}`,
      `GPA: ${seed.gpa.toFixed(1)}`,
    ]);
    const fileName = `${student.id}-${seed.resultYear}-${randomBytes(8).toString('hex')}.pdf`;
    await pipeline(Readable.from([pdf]), files.createWriteStream(fileName));
    const reviewed = seed.status !== 'SUBMITTED';
    await insertResult(db, {
      userId: student.id,
      resultYear: seed.resultYear,
      gpa: seed.gpa,
      fileName,
      originalName: seed.originalName,
      fileSize: pdf.length,
      fileType: 'application/pdf',
      status: seed.status,
      reviewComment: seed.reviewComment,
      uploadedAt: new Date(seed.uploadedAt),
      ...(reviewed ? { reviewedBy: adminId, reviewedAt: new Date(seed.uploadedAt) } : {}),
    });
  }
}
