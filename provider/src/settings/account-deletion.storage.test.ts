import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountDeletions, accountSettings, activity, emailCodes, invitations, payments, sessions } from '../db/schema.js';
import { insertCode } from '../email-codes/code-queries.js';
import { backends, useBackend } from '../testing/backends.js';
import { inviteEmails } from '../users/invitation-queries.js';
import { createSession } from '../users/session-queries.js';
import { findUserByEmail, findUserById, upsertUserByEmail } from '../users/user-queries.js';
import { deleteAccount } from './account-deletion.js';

describe.each(backends)('account deletion on $name', (backend) => {
  const state = useBackend(backend);

  it('anonymises the record the programme keeps and removes what reaches the person', async () => {
    const { db } = state.database;
    const email = 'deleting@students.example';
    await inviteEmails(db, [email], 2, null);
    const user = await upsertUserByEmail(db, email, {
      name: 'Neema Deleting',
      passwordHash: 'hash',
      phoneNumber: '+255700000009',
      accountNumber: '0150123456789',
      sex: 'Female',
      universityName: 'Mzumbe University',
      universityRegistrationId: '2022-11-0042',
      courseProgrammeName: 'BSc Accounting',
      batchNo: 2,
      completedAt: new Date(),
    });
    await db.insert(payments).values({ userId: user.id, paymentType: 'NHIF', paymentYear: 'Y2024_2025', controlNumber: '990000000777' });
    await createSession(db, { userId: user.id, expiresAt: new Date(Date.now() + 60_000), ip: '10.1.1.1', userAgent: 'phone' });
    await db.insert(activity).values({ userId: user.id, kind: 'login', ip: '10.1.1.1' });
    await db.insert(accountSettings).values({ userId: user.id, twoFactorSecret: 'SECRET' });
    await insertCode(db, { email, purpose: 'signup', codeHash: 'h', createdAt: new Date(), expiresAt: new Date(Date.now() + 60_000) });

    await deleteAccount(db, user, 'Graduated');

    expect(await findUserById(db, user.id)).toMatchObject({
      email: `deleted-${user.id}@deleted.invalid`,
      name: 'Deleted scholar',
      passwordHash: null,
      phoneNumber: null,
      accountNumber: null,
      sex: null,
      universityRegistrationId: null,
      universityName: 'Mzumbe University',
      courseProgrammeName: 'BSc Accounting',
      batchNo: 2,
      deletedAt: expect.any(Date),
    });
    expect(await findUserByEmail(db, email)).toBeNull();
    expect(await db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
    for (const [table, rows] of [
      ['sessions', await db.select().from(sessions).where(eq(sessions.userId, user.id))],
      ['activity', await db.select().from(activity).where(eq(activity.userId, user.id))],
      ['settings', await db.select().from(accountSettings).where(eq(accountSettings.userId, user.id))],
      ['codes', await db.select().from(emailCodes).where(eq(emailCodes.email, email))],
      ['invitations', await db.select().from(invitations).where(eq(invitations.email, email))],
    ] as const)
      expect(rows, table).toEqual([]);
    expect(await db.select().from(accountDeletions).where(eq(accountDeletions.userId, user.id))).toEqual([
      expect.objectContaining({ reason: 'Graduated' }),
    ]);

    // Invited again, the address becomes a new account beside the kept record.
    expect(await inviteEmails(db, [email], 1, null)).toEqual([email]);
    const returning = await upsertUserByEmail(db, email, { passwordHash: 'new' });
    expect(returning.id).not.toBe(user.id);
  });
});
