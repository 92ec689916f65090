import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/client.js';
import { GUARD_MESSAGES } from '../http/authenticate.js';
import { unauthorized } from '../http/errors.js';
import { findLiveSession, touchSession } from '../users/session-queries.js';
import { AUTH_MESSAGES } from './messages.js';
import { rememberedUntilChanged } from './session-memory.js';
import { readToken } from './tokens.js';

type LiveSession = Awaited<ReturnType<typeof findLiveSession>>;
type LookUp = (sessionId: string, userId: string) => Promise<LiveSession>;

/**
 * Calls that need the same session while it is being looked up share that answer: a dashboard's reads arrive
 * together, with one token, and the database is asked once instead of once each. A call that comes after the
 * answer asks again, so a logout or a password change holds from the next call on, as before.
 */
export function sharedWhileAsked(lookUp: LookUp): LookUp {
  const asking = new Map<string, Promise<LiveSession>>();
  return (sessionId, userId) => {
    const key = `${sessionId} ${userId}`;
    let answer = asking.get(key);
    if (!answer) {
      answer = lookUp(sessionId, userId).finally(() => asking.delete(key));
      asking.set(key, answer);
    }
    return answer;
  };
}

/** The session and its user if both are live, recording that it was used. */
export const liveSessionIn =
  (db: Db): LookUp =>
  async (sessionId, userId) => {
    const live = await findLiveSession(db, sessionId, userId);
    if (live) await touchSession(db, live.session);
    return live;
  };

/**
 * How each call's session is checked: from memory on PGlite, which tells of every change to a user or a session
 * (a profile read then asks the database nothing); on PostgreSQL, which other processes write too, by asking.
 */
async function sessionCheck(db: Db, watchChanges: Database['watchChanges']): Promise<LookUp> {
  if (!watchChanges) return sharedWhileAsked(liveSessionIn(db));
  const memory = rememberedUntilChanged(
    (sessionId, userId) => findLiveSession(db, sessionId, userId),
    (session) => touchSession(db, session),
  );
  await watchChanges((change) => memory.forget(change));
  return sharedWhileAsked(memory.lookUp);
}

/** Decorates the root instance with app.authenticate (declared in http/authenticate.ts) for every route plugin. */
export async function registerAuthentication(
  app: FastifyInstance,
  { db, secret, watchChanges }: { db: Db; secret: Uint8Array; watchChanges: Database['watchChanges'] },
): Promise<void> {
  const liveSession = await sessionCheck(db, watchChanges);
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized(GUARD_MESSAGES.authenticationRequired);
    const claims = await readToken(secret, match[1]!);
    // The session row makes logout and password changes take effect before the token expires.
    const live = claims && (await liveSession(claims.sessionId, claims.userId));
    if (!live) throw unauthorized(AUTH_MESSAGES.sessionInvalid);
    request.auth = { user: live.user, sessionId: live.session.id };
  });
}
