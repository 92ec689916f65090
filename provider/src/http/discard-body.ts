import type { IncomingMessage } from 'node:http';

/**
 * Reads the rest of a refused request body into nothing, so the answer reaches a client that is still sending
 * and its keep-alive connection can carry the next request. A sender that goes on past `limit` more bytes is cut off.
 */
export function discardBody(raw: IncomingMessage, limit: number): void {
  if (raw.readableEnded) return;
  let seen = 0;
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit) raw.destroy();
  });
  raw.resume();
}
