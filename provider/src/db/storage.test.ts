import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildProvider, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '../app.js';
import {
  consumeCode,
  countCodesSince,
  insertCode,
  latestUnconsumedCode,
  markVerified,
  recordWrongAttempt,
} from '../email-codes/code-queries.js';
import { addToOutbox, listOutbox } from '../notify/outbox-queries.js';
import { backends, useBackend } from '../testing/backends.js';
import { inviteEmails, findInvitation, markInvitationUsed } from '../users/invitation-queries.js';
import { createSession, findLiveSession, revokeSession, revokeUserSessions } from '../users/session-queries.js';
import { findUserByEmail, findUserById, isRegistered, updateUser, upsertUserByEmail } from '../users/user-queries.js';

// The same storage tests on every backend (see testing/backends.ts); the domains' own *.storage.test.ts beside them.

describe.each(backends)('storage on $name', (backend) => {
  const state = useBackend(backend);

  it('runs on the backend it claims and re-applying migrations is a no-op', async () => {
    const { database, target } = state;
    expect(database.backend).toBe(target.databaseUrl ? 'postgres' : 'pglite');
    await database.migrate();
    await database.ping();
  });

  it('users: upsert by e-mail, find, update, registration state', async () => {
    const { db } = state.database;
    const created = await upsertUserByEmail(db, 'store@students.example', { passwordHash: 'h1' });
    expect(created).toMatchObject({ email: 'store@students.example', role: 'USER', enrollmentStatus: 'Active', completedAt: null });
    expect(isRegistered(created)).toBe(false);
    const again = await upsertUserByEmail(db, 'store@students.example', { passwordHash: 'h2' });
    expect(again.id).toBe(created.id);
    expect(again.passwordHash).toBe('h2');
    const done = await updateUser(db, created.id, { role: 'STUDENT', batchNo: 2, completedAt: new Date() });
    expect(isRegistered(done)).toBe(true);
    expect((await findUserById(db, created.id))?.batchNo).toBe(2);
    expect(await findUserByEmail(db, 'missing@students.example')).toBeNull();
    await expect(
      upsertUserByEmail(db, 'other@students.example', {}).then((u) => updateUser(db, u.id, { email: 'store@students.example' })),
    ).rejects.toThrow();
  });

  it('invitations: new ones only, skipping invited and registered e-mails', async () => {
    const { db } = state.database;
    expect(await inviteEmails(db, ['inv1@students.example', 'inv2@students.example', 'store@students.example'], 1, null)).toEqual([
      'inv1@students.example',
      'inv2@students.example',
    ]);
    expect(await inviteEmails(db, ['inv1@students.example'], 2, null)).toEqual([]);
    expect(await findInvitation(db, 'inv1@students.example')).toMatchObject({ batchNo: 1, usedAt: null });
    await markInvitationUsed(db, 'inv1@students.example');
    expect((await findInvitation(db, 'inv1@students.example'))?.usedAt).toBeInstanceOf(Date);
  });

  it('email codes: newest unconsumed, wrong attempts, verify, consume once', async () => {
    const { db } = state.database;
    const email = 'codes@students.example';
    const t = Date.now();
    await insertCode(db, { email, purpose: 'signup', codeHash: 'a', createdAt: new Date(t - 2000), expiresAt: new Date(t + 60_000) });
    const newest = await insertCode(db, {
      email,
      purpose: 'password_reset',
      codeHash: 'b',
      createdAt: new Date(t - 1000),
      expiresAt: new Date(t + 60_000),
    });
    expect(await countCodesSince(db, email, new Date(t - 60_000))).toBe(2);
    expect((await latestUnconsumedCode(db, email))?.id).toBe(newest.id);
    expect((await latestUnconsumedCode(db, email, 'signup'))?.codeHash).toBe('a');
    expect(await recordWrongAttempt(db, newest.id)).toBe(1);
    expect(await recordWrongAttempt(db, newest.id)).toBe(2);
    await markVerified(db, newest.id);
    expect((await latestUnconsumedCode(db, email))?.verifiedAt).toBeInstanceOf(Date);
    expect(await consumeCode(db, newest.id)).toBe(true);
    expect(await consumeCode(db, newest.id)).toBe(false);
    expect((await latestUnconsumedCode(db, email))?.codeHash).toBe('a');
  });

  it('sessions: live until revoked or expired; revoke all but one', async () => {
    const { db } = state.database;
    const user = await upsertUserByEmail(db, 'sessions@students.example', {});
    const inAnHour = new Date(Date.now() + 3600_000);
    const a = await createSession(db, { userId: user.id, expiresAt: inAnHour, ip: '127.0.0.1' });
    const b = await createSession(db, { userId: user.id, expiresAt: inAnHour });
    const expired = await createSession(db, { userId: user.id, expiresAt: new Date(Date.now() - 1000) });
    expect((await findLiveSession(db, a.id, user.id))?.user.email).toBe('sessions@students.example');
    expect(await findLiveSession(db, expired.id, user.id)).toBeNull();
    const stranger = await upsertUserByEmail(db, 'stranger@students.example', {});
    expect(await findLiveSession(db, a.id, stranger.id)).toBeNull();
    await revokeUserSessions(db, user.id, a.id);
    expect(await findLiveSession(db, b.id, user.id)).toBeNull();
    expect(await findLiveSession(db, a.id, user.id)).not.toBeNull();
    await revokeSession(db, a.id);
    expect(await findLiveSession(db, a.id, user.id)).toBeNull();
    await updateUser(db, user.id, { deletedAt: new Date() });
    const c = await createSession(db, { userId: user.id, expiresAt: inAnHour });
    expect(await findLiveSession(db, c.id, user.id)).toBeNull();
  });

  it('outbox: newest first, filtered by recipient', async () => {
    const { db } = state.database;
    await addToOutbox(db, { to: 'box@students.example', subject: 'first', text: 't', code: '111111' });
    await addToOutbox(db, { to: 'box@students.example', subject: 'second', text: 't', code: null });
    await addToOutbox(db, { to: 'elsewhere@students.example', subject: 'other', text: 't', code: null });
    expect((await listOutbox(db, 'box@students.example')).map((m) => m.subject)).toEqual(['second', 'first']);
    expect((await listOutbox(db)).length).toBe(3);
  });

  it('serves the provider app (seeded login) on this backend', async () => {
    const app = await buildProvider({ ...state.target, seed: true });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: SEED_STUDENTS[0].email, password: DEV_STUDENT_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
    }
  });
});

// A PostgreSQL server may drop pooled connections (restart, failover); the provider must carry on.
const servers = backends.filter((backend) => backend.name.startsWith('PostgreSQL'));

describe.each(servers)('a dropped connection on $name', (backend) => {
  const state = useBackend(backend);

  it('neither crashes the process nor breaks the next query', async () => {
    await state.database.ping();
    const databaseName = new URL(state.target.databaseUrl!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Give the pool the moment it needs to notice the closed socket, then use it again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(state.database.ping()).resolves.toBeUndefined();
  });
});
