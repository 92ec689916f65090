import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import type { User } from '../users/user-queries.js';
import { forbidden, unauthorized } from './errors.js';

// Every module guards its routes with these; how a bearer token becomes a session is auth's own business
// (auth/session-check.ts, registered once by app.ts), so no module needs auth's internals.

export const GUARD_MESSAGES = {
  authenticationRequired: 'Authentication required',
  forbidden: 'You do not have permission to do this.',
} as const;

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
  if (!request.auth) throw unauthorized(GUARD_MESSAGES.authenticationRequired);
  return request.auth;
}

/** onRequest hook after app.authenticate: 403 unless the caller has one of the roles (read from the database, not the token). */
export function requireRole(...roles: User['role'][]): onRequestAsyncHookHandler {
  return async function checkRole(request: FastifyRequest, _reply: FastifyReply) {
    if (!roles.includes(authOf(request).user.role)) throw forbidden(GUARD_MESSAGES.forbidden);
  };
}
