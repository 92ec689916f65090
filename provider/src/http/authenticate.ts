import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '../auth/messages.js';
import { findLiveSession, touchSession } from '../auth/session-queries.js';
import { readToken } from '../auth/tokens.js';
import type { User } from '../auth/user-queries.js';
import type { Db } from '../db/client.js';
import { forbidden, unauthorized } from './errors.js';

export interface Auth {
  user: User;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a live bearer session or 401. Sets request.auth. */
    authenticate: onRequestHookHandler;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
}

/** The authenticated caller of a route guarded by app.authenticate. */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthorized(AUTH_MESSAGES.authenticationRequired);
  return request.auth;
}

/** Decorates the root instance so every route plugin can guard itself with app.authenticate. */
export function registerAuthentication(app: FastifyInstance, { db, secret }: { db: Db; secret: Uint8Array }): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized(AUTH_MESSAGES.authenticationRequired);
    const claims = await readToken(secret, match[1]!);
    // The session row makes logout and password changes take effect before the token expires.
    const live = claims && await findLiveSession(db, claims.sessionId, claims.userId);
    if (!live) throw unauthorized(AUTH_MESSAGES.sessionInvalid);
    await touchSession(db, live.session);
    request.auth = { user: live.user, sessionId: live.session.id };
  });
}

/** onRequest hook after app.authenticate: 403 unless the caller has one of the roles (read from the database, not the token). */
export function requireRole(...roles: User['role'][]): onRequestHookHandler {
  return async function checkRole(request: FastifyRequest, _reply: FastifyReply) {
    if (!roles.includes(authOf(request).user.role)) throw forbidden(AUTH_MESSAGES.forbidden);
  };
}
