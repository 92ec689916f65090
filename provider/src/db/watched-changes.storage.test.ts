import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, useBackend } from '../testing/backends.js';
import { createSession, revokeSession, revokeUserSessions, touchSession } from '../users/session-queries.js';
import { updateUser, upsertUserByEmail } from '../users/user-queries.js';
import { updateProgrammeSettings } from '../programme/programme-queries.js';
import type { WatchedChange } from './watched-changes.js';
import { users } from './schema.js';

describe.each(backends)('changes to users, sessions and the programme on $name', (backend) => {
  const state = useBackend(backend);
  const pglite = !backend.name.startsWith('PostgreSQL');

  it(pglite ? 'are told before the writer goes on' : 'are not watched: other processes write too', async () => {
    const { database } = state;
    if (!pglite) return expect(database.watchChanges).toBeUndefined();
    const told: WatchedChange[] = [];
    await database.watchChanges!((change) => told.push(change));
    const { db } = database;
    const toldAfter = async (write: () => Promise<unknown>) => {
      told.length = 0;
      await write();
      return [...told];
    };

    const user = await upsertUserByEmail(db, 'watched@students.example', { name: 'Asha Watched' });
    const [first, second] = [
      await createSession(db, { userId: user.id, expiresAt: new Date(Date.now() + 60_000) }),
      await createSession(db, { userId: user.id, expiresAt: new Date(Date.now() + 60_000) }),
    ];
    expect(await toldAfter(() => revokeSession(db, first.id))).toEqual([{ sessionId: first.id }]);
    expect(await toldAfter(() => revokeUserSessions(db, user.id))).toEqual([{ sessionId: second.id }]);
    expect(await toldAfter(() => updateUser(db, user.id, { deactivatedAt: new Date() }))).toEqual([{ userId: user.id }]);
    expect(await toldAfter(() => upsertUserByEmail(db, 'watched@students.example', { name: 'Asha' }))).toEqual([{ userId: user.id }]);
    expect(await toldAfter(() => touchSession(db, { id: first.id, lastSeenAt: null }))).toEqual([]);
    const rolledBack = db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'never' }).where(eq(users.id, user.id));
      throw new Error('rolled back');
    });
    expect(await toldAfter(() => rolledBack.catch(() => undefined))).toEqual([]);
    const third = await createSession(db, { userId: user.id, expiresAt: new Date(Date.now() + 60_000) });
    const removed = await toldAfter(() => db.delete(users).where(eq(users.id, user.id)));
    expect(removed).toEqual(expect.arrayContaining([{ userId: user.id }, { sessionId: third.id }]));
    expect(
      await toldAfter(() =>
        updateProgrammeSettings(db, {
          currentAcademicYear: '2026-2027',
          activeBatches: [1],
          stipendAmountTzs: 1,
          stipendInstalments: ['Term 1'],
          maxStipendsPerYear: 1,
        }),
      ),
    ).toEqual(['programme']);
    expect(await toldAfter(() => db.execute(sql`truncate sessions`))).toEqual(['everything']);
  });
});
