import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountDeletions, accountSettings, activity, auditLog, emailCodes, invitations, payments, sessions, users } from '../db/schema.js';
import { insertCode } from '../email-codes/code-queries.js';
import { backends, useBackend } from '../testing/backends.js';
import { inviteEmails } from '../users/invitation-queries.js';
import { createSession } from '../users/session-queries.js';
import { findUserByEmail, findUserById, updateUser, upsertUserByEmail } from '../users/user-queries.js';
import { deleteAccount } from './account-deletion.js';

describe.each(backends)('account deletion on $name', (backend) => {
  const state = useBackend(backend);

  it('anonymises the record the programme keeps and removes what reaches the person', async () => {
    const { db } = state.database;
    const email = 'deleting@students.example';
    await inviteEmails(db, [email], 2, null);
    const user = await upsertUserByEmail(db, email, {
      name: 'Neema Deleting',
      role: 'STUDENT',
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

    expect(await deleteAccount(db, user, 'Graduated')).toBe('DELETED');

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

    // Audited under the name the record now bears: the entry keeps nothing the deletion removed.
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: user.id,
        actorEmail: `deleted-${user.id}@deleted.invalid`,
        action: 'account.deleted',
        entity: 'student',
        before: { role: 'STUDENT', batchNo: 2, deleted: false },
        after: { role: 'STUDENT', batchNo: 2, deleted: true },
      }),
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/Neema|deleting@|Graduated/);

    // Invited again, the address becomes a new account beside the kept record.
    expect(await inviteEmails(db, [email], 1, null)).toEqual([email]);
    const returning = await upsertUserByEmail(db, email, { passwordHash: 'new' });
    expect(returning.id).not.toBe(user.id);
  });

  it("keeps an officer's name on the record, audits the deletion, and never lets the last active administrator go", async () => {
    const { db } = state.database;
    const first = await upsertUserByEmail(db, 'first.officer@foundation.example', { name: 'Asha First', role: 'ADMIN', passwordHash: 'h' });
    const second = await upsertUserByEmail(db, 'second.officer@foundation.example', {
      name: 'Baraka Second',
      role: 'ADMIN',
      passwordHash: 'h',
    });
    // Switched off, the second one cannot run the programme: the first is the last active administrator.
    await updateUser(db, second.id, { deactivatedAt: new Date() });
    expect(await deleteAccount(db, first, 'Leaving')).toBe('LAST_ADMINISTRATOR');
    expect(await findUserById(db, first.id)).toMatchObject({ name: 'Asha First', email: first.email, deletedAt: null, passwordHash: 'h' });
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, first.id))).toEqual([]);

    await updateUser(db, second.id, { deactivatedAt: null });
    expect(await deleteAccount(db, first, 'Leaving')).toBe('DELETED');
    expect(await findUserById(db, first.id)).toMatchObject({
      name: 'Asha First',
      email: `deleted-${first.id}@deleted.invalid`,
      passwordHash: null,
      deletedAt: expect.any(Date),
    });
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, first.id))).toEqual([
      expect.objectContaining({
        actorEmail: 'first.officer@foundation.example',
        action: 'account.deleted',
        entity: 'admin',
        before: { role: 'ADMIN', name: 'Asha First', email: 'first.officer@foundation.example', deleted: false },
        after: { role: 'ADMIN', name: 'Asha First', deleted: true },
      }),
    ]);
    // The one who remains is now the last.
    expect(await deleteAccount(db, second, 'Leaving too')).toBe('LAST_ADMINISTRATOR');
  });

  it('lets only one of the last two active administrators leave when both delete at once', async () => {
    const { db } = state.database;
    // Every other administrator of this database switched off: these two are the active ones.
    const others = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'ADMIN'), isNull(users.deletedAt)));
    for (const { id } of others) await updateUser(db, id, { deactivatedAt: new Date() });
    const a = await upsertUserByEmail(db, 'race.a@foundation.example', { name: 'Race A', role: 'ADMIN', passwordHash: 'h' });
    const b = await upsertUserByEmail(db, 'race.b@foundation.example', { name: 'Race B', role: 'ADMIN', passwordHash: 'h' });
    const outcomes = await Promise.all([deleteAccount(db, a, ''), deleteAccount(db, b, '')]);
    expect(outcomes.sort()).toEqual(['DELETED', 'LAST_ADMINISTRATOR']);
  });
});
