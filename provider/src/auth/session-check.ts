import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { GUARD_MESSAGES } from '../http/authenticate.js';
import { unauthorized } from '../http/errors.js';
import { findLiveSession, touchSession } from '../users/session-queries.js';
import { AUTH_MESSAGES } from './messages.js';
import { readToken } from './tokens.js';

/** Decorates the root instance with app.authenticate (declared in http/authenticate.ts) for every route plugin. */
export function registerAuthentication(app: FastifyInstance, { db, secret }: { db: Db; secret: Uint8Array }): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized(GUARD_MESSAGES.authenticationRequired);
    const claims = await readToken(secret, match[1]!);
    // The session row makes logout and password changes take effect before the token expires.
    const live = claims && (await findLiveSession(db, claims.sessionId, claims.userId));
    if (!live) throw unauthorized(AUTH_MESSAGES.sessionInvalid);
    await touchSession(db, live.session);
    request.auth = { user: live.user, sessionId: live.session.id };
  });
}
