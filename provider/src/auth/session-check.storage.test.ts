import { describe, expect, it } from 'vitest';
import { backends, useBackend } from '../testing/backends.js';
import { createSession, revokeSession } from '../users/session-queries.js';
import { upsertUserByEmail } from '../users/user-queries.js';
import { liveSessionIn, sharedWhileAsked } from './session-check.js';

describe.each(backends)('the session check on $name', (backend) => {
  const state = useBackend(backend);

  async function signedIn(email: string) {
    const { db } = state.database;
    const user = await upsertUserByEmail(db, email, { name: 'Asha Session', passwordHash: 'hash', batchNo: 1 });
    const session = await createSession(db, { userId: user.id, expiresAt: new Date(Date.now() + 60_000) });
    const asked: string[] = [];
    const lookUp = liveSessionIn(db);
    const check = sharedWhileAsked((sessionId, userId) => {
      asked.push(sessionId);
      return lookUp(sessionId, userId);
    });
    return { user, session, asked, check };
  }

  it('asks the database once for calls that need the same session at the same moment', async () => {
    const { user, session, asked, check } = await signedIn('together@students.example');
    const answers = await Promise.all(Array.from({ length: 5 }, () => check(session.id, user.id)));
    expect(asked).toEqual([session.id]);
    expect(answers.map((live) => live?.user.id)).toEqual(Array(5).fill(user.id));
  });

  it('asks again for a call after the answer, which sees a logout at once', async () => {
    const { user, session, asked, check } = await signedIn('later@students.example');
    expect((await check(session.id, user.id))?.session.id).toBe(session.id);
    await revokeSession(state.database.db, session.id);
    expect(await check(session.id, user.id)).toBeNull();
    expect(asked).toEqual([session.id, session.id]);
  });

  it('keeps sessions of different callers apart', async () => {
    const first = await signedIn('first@students.example');
    const second = await signedIn('second@students.example');
    const [a, b, forged] = await Promise.all([
      first.check(first.session.id, first.user.id),
      first.check(second.session.id, second.user.id),
      first.check(second.session.id, first.user.id),
    ]);
    expect([a?.user.id, b?.user.id, forged]).toEqual([first.user.id, second.user.id, null]);
  });
});
