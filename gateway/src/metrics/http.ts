import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../http/request-guards.js';
import type { GatewayMetrics } from './metrics.js';

/**
 * Times every HTTP request by its route pattern and serves `GET /metrics` in Prometheus' text
 * format, behind `Authorization: Bearer <token>` when a token is given. Register it before any
 * other plugin so its hook sees their routes too.
 */
export function registerMetrics(app: FastifyInstance, metrics: GatewayMetrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => {
    // Unmatched requests share one label: their URLs are the client's choice.
    const route = request.routeOptions.url ?? '(unmatched)';
    metrics.httpRequests.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (request, reply) => {
    if (token !== undefined && !sameSecret(bearerToken(request.headers.authorization), token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'A valid metrics token is required' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

// Hashing first gives equal lengths, which timingSafeEqual needs, and hides the token's length.
function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
