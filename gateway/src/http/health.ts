import type { FastifyInstance } from 'fastify';
import type { ProviderClient } from '../provider/client.js';

/** `/healthz`: the process answers. `/readyz`: the provider answers too, so traffic may come. */
export function registerHealthRoutes(app: FastifyInstance, client: ProviderClient): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    if (await client.isHealthy({ requestId: request.id })) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable', reason: 'provider unreachable' });
  });
}
