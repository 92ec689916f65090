import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { DOCS_PATH, OPENAPI_PATH } from './openapi.js';
import { answers, PUBLIC } from './schemas.js';

export const { version: API_VERSION } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const indexSchema = {
  $id: 'ApiIndex',
  type: 'object',
  required: ['name', 'version', 'health', 'documentation', 'openapi', 'routes'],
  properties: {
    name: { type: 'string' },
    version: { type: 'string' },
    health: { type: 'string' },
    documentation: { type: 'string', description: 'The readable API reference page' },
    openapi: { type: 'string', description: 'The OpenAPI document every route is described in' },
    routes: { type: 'array', items: { type: 'string' } },
  },
} as const;

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
  api.addSchema(indexSchema);
  api.get('/', { schema: { security: PUBLIC, response: answers({ 200: { $ref: 'ApiIndex#' } }) } }, async () => ({
    name: 'Nuru Yangu Scholarship Portal provider API',
    version: API_VERSION,
    health: '/api/health',
    documentation: DOCS_PATH,
    openapi: OPENAPI_PATH,
    routes,
  }));
}
