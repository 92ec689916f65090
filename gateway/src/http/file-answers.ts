import type { FastifyReply } from 'fastify';
import type { Dispatcher } from 'undici';
import { logIfUnavailable } from '../errors/provider-failure.js';
import { UserFacingError, type ErrorCode } from '../errors/user-facing.js';

// The routes beside /graphql that stream a file (results, exports, bank files): their errors are JSON
// `{ error: { message, code, requestId } }` with an HTTP status, as the web's download helpers read them.

export function replyError(reply: FastifyReply, status: number, message: string, code: ErrorCode) {
  return reply.code(status).send({ error: { message, code, requestId: reply.request.id } });
}

/** A failure the service worded for the user, with the provider's status (502 when it gave none usable). */
export function replyFailure(reply: FastifyReply, failure: unknown) {
  if (!(failure instanceof UserFacingError)) throw failure;
  logIfUnavailable(reply.request.log, failure);
  // Refused by the gateway itself (not an administrator): no provider status to pass on.
  const status = failure.code === 'FORBIDDEN' ? 403 : (failure.details.httpStatus ?? 0);
  return replyError(reply, status >= 400 ? status : 502, failure.message, failure.code);
}

/** The provider's file answer streamed on unread, with its type and name; personal, so no shared cache keeps it. */
export function sendFile(
  reply: FastifyReply,
  answer: Dispatcher.ResponseData,
  headers = ['content-type', 'content-disposition', 'content-length'],
) {
  for (const name of headers) {
    const value = answer.headers[name];
    if (typeof value === 'string') reply.header(name, value);
  }
  return reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(answer.body);
}
