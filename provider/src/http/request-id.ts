import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// One id per request: the gateway's (X-Request-Id, when it is a short safe token), else a new one. It is
// written in every log line, answered in X-Request-Id and in 5xx bodies, so one failing request can be
// followed from the gateway's log into this one. (The gateway has the same rule: this provider stands for
// an external system and shares no code with it.)
const SAFE_ID = /^[\w.:-]{8,64}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(given) ? given[0] : given;
  return value && SAFE_ID.test(value) ? value : randomUUID();
}
