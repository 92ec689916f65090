import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * GET /api, the advertised base URL: what this is and where to go next, instead of a 404. Register it first in
 * the /api scope: the routes registered after it in that scope are listed (as "METHOD /path").
 */
export function registerApiIndex(api: FastifyInstance): void {
  const routes: string[] = [];
  api.addHook('onRoute', ({ method, url }) => {
    // Fastify adds a HEAD twin to every GET; it is no separate call.
    for (const verb of [method].flat()) if (verb !== 'HEAD') routes.push(`${verb} ${url}`);
  });
  api.get('/', async () => ({
    name: 'Nuru Yangu Scholarship Portal provider API',
    version,
    health: '/api/health',
    documentation: 'provider/README.md in the portal repository: every route under /api, who may call it and what it answers',
    routes,
  }));
}
