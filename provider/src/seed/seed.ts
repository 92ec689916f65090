import { hashPassword } from '../auth/password-hash.js';
import { findUserByEmail, upsertUserByEmail } from '../auth/user-queries.js';
import { inviteEmails, markInvitationUsed } from '../admin/invitation-queries.js';
import type { Db } from '../db/client.js';
import { DEV_STUDENT_PASSWORD, SEED_INVITED, SEED_STUDENTS } from './accounts.js';

export interface SeedAdmin { email: string; password: string }

/**
 * First start only: an existing admin account means the database was seeded (or is in real use).
 * The demo students and invitations (known passwords) are for development only.
 */
export async function seedDatabase(db: Db, admin: SeedAdmin, { demo }: { demo: boolean }): Promise<boolean> {
  if (await findUserByEmail(db, admin.email)) return false;
  const now = new Date();
  const adminUser = await upsertUserByEmail(db, admin.email, {
    name: 'Programme Administrator', role: 'ADMIN', passwordHash: await hashPassword(admin.password), completedAt: now,
  });
  if (!demo) return true;
  const studentHash = await hashPassword(DEV_STUDENT_PASSWORD);
  for (const { batchNo, ...student } of SEED_STUDENTS) {
    await inviteEmails(db, [student.email], batchNo, adminUser.id);
    await upsertUserByEmail(db, student.email, {
      ...student, batchNo, role: 'STUDENT', enrollmentStatus: 'Active', passwordHash: studentHash, completedAt: now,
    });
    await markInvitationUsed(db, student.email);
  }
  for (const { email, batchNo } of SEED_INVITED) await inviteEmails(db, [email], batchNo, adminUser.id);
  return true;
}
