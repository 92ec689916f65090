import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// One id per request, made here at the edge (or taken from a proxy's X-Request-Id when it is a short safe
// token), sent to the provider with every call, written in every log line and in error answers, so one
// failing request can be followed through both servers' logs.
const SAFE_ID = /^[\w.:-]{8,64}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(given) ? given[0] : given;
  return value && SAFE_ID.test(value) ? value : randomUUID();
}
