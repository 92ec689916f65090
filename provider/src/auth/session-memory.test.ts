import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberedUntilChanged } from './session-memory.js';

const HOUR = 3_600_000;

function sessionOf(
  id: string,
  userId: string,
  { expiresIn = HOUR, lastSeenAt = new Date() }: { expiresIn?: number; lastSeenAt?: Date | null } = {},
) {
  return { session: { id, expiresAt: new Date(Date.now() + expiresIn), lastSeenAt }, user: { id: userId, name: `name of ${userId}` } };
}
type Live = ReturnType<typeof sessionOf>;

/** A memory over a table of sessions that counts how often it is asked and how often "last seen" is written. */
function memoryOver(rows: Live[], limit?: number) {
  const asked: string[] = [];
  const touched: string[] = [];
  let answerLater: (() => void) | undefined;
  const memory = rememberedUntilChanged<Live>(
    async (sessionId, userId) => {
      asked.push(sessionId);
      const row = rows.find((live) => live.session.id === sessionId && live.user.id === userId) ?? null;
      if (answerLater) await new Promise<void>((resolve) => (answerLater = resolve));
      return row && row.session.expiresAt.getTime() > Date.now() ? structuredClone(row) : null;
    },
    async (session) => {
      if (session.lastSeenAt && Date.now() - session.lastSeenAt.getTime() < 60_000) return session.lastSeenAt;
      touched.push(session.id);
      return new Date();
    },
    limit,
  );
  const holdAnswers = () => (answerLater = () => undefined);
  const releaseAnswer = () => {
    const answer = answerLater;
    answerLater = undefined;
    answer?.();
  };
  return { memory, asked, touched, holdAnswers, releaseAnswer };
}

afterEach(() => vi.useRealTimers());

describe('the session memory', () => {
  it('asks the database once, then answers from memory', async () => {
    const { memory, asked } = memoryOver([sessionOf('s1', 'u1')]);
    const first = await memory.lookUp('s1', 'u1');
    const second = await memory.lookUp('s1', 'u1');
    expect(first?.user.name).toBe('name of u1');
    expect(second).toBe(first);
    expect(asked).toEqual(['s1']);
  });

  it.each([
    ['the session', { sessionId: 's1' }],
    ['its user', { userId: 'u1' }],
    ['everything', 'everything' as const],
  ])('asks again once %s changed', async (_what, change) => {
    const { memory, asked } = memoryOver([sessionOf('s1', 'u1'), sessionOf('s2', 'u2')]);
    await memory.lookUp('s1', 'u1');
    await memory.lookUp('s2', 'u2');
    memory.forget(change);
    await memory.lookUp('s1', 'u1');
    await memory.lookUp('s2', 'u2');
    expect(asked).toEqual(change === 'everything' ? ['s1', 's2', 's1', 's2'] : ['s1', 's2', 's1']);
  });

  it.each([
    ['the programme', 'programme' as const],
    ['an announcement', 'announcements' as const],
    ["one of the user's results", { rowsOf: 'results' as const, ownerId: 'u1' }],
  ])('keeps the session when %s changed', async (_what, change) => {
    const { memory, asked } = memoryOver([sessionOf('s1', 'u1')]);
    await memory.lookUp('s1', 'u1');
    memory.forget(change);
    await memory.lookUp('s1', 'u1');
    expect(asked).toEqual(['s1']);
  });

  it('sees a logout told while the session was being read: that answer is used once, not kept', async () => {
    const rows = [sessionOf('s1', 'u1')];
    const { memory, asked, holdAnswers, releaseAnswer } = memoryOver(rows);
    holdAnswers();
    const reading = memory.lookUp('s1', 'u1');
    await vi.waitFor(() => expect(asked).toEqual(['s1']));
    rows.pop();
    memory.forget({ sessionId: 's1' });
    releaseAnswer();
    expect(await reading).not.toBeNull();
    expect(await memory.lookUp('s1', 'u1')).toBeNull();
  });

  it('never answers a session past its expiry, nor one read for another user', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T08:00:00Z'), toFake: ['Date'] });
    const { memory } = memoryOver([sessionOf('s1', 'u1', { expiresIn: 60_000 })]);
    expect(await memory.lookUp('s1', 'u1')).not.toBeNull();
    expect(await memory.lookUp('s1', 'u2')).toBeNull();
    vi.setSystemTime(new Date('2026-11-27T08:01:00Z'));
    expect(await memory.lookUp('s1', 'u1')).toBeNull();
  });

  it('records "last seen" once a minute and remembers that it did', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T08:00:00Z'), toFake: ['Date'] });
    const { memory, asked, touched } = memoryOver([sessionOf('s1', 'u1', { lastSeenAt: null })]);
    await memory.lookUp('s1', 'u1');
    await memory.lookUp('s1', 'u1');
    vi.setSystemTime(new Date('2026-11-27T08:00:59Z'));
    await memory.lookUp('s1', 'u1');
    vi.setSystemTime(new Date('2026-11-27T08:01:00Z'));
    const live = await memory.lookUp('s1', 'u1');
    await memory.lookUp('s1', 'u1');
    expect(touched).toEqual(['s1', 's1']);
    expect(live?.session.lastSeenAt).toEqual(new Date('2026-11-27T08:01:00Z'));
    expect(asked).toEqual(['s1']);
  });

  it('keeps at most its limit of sessions, forgetting the oldest first', async () => {
    const { memory, asked } = memoryOver([sessionOf('s1', 'u1'), sessionOf('s2', 'u2'), sessionOf('s3', 'u3')], 2);
    for (const n of [1, 2, 3, 3, 2, 1]) await memory.lookUp(`s${n}`, `u${n}`);
    expect(asked).toEqual(['s1', 's2', 's3', 's1']);
  });

  it('gives out what it keeps read-only, so one call cannot change what the next one sees', async () => {
    const { memory } = memoryOver([sessionOf('s1', 'u1')]);
    const live = await memory.lookUp('s1', 'u1');
    expect(() => Object.assign(live!.user, { name: 'changed' })).toThrow(TypeError);
    expect((await memory.lookUp('s1', 'u1'))?.user.name).toBe('name of u1');
  });
});
