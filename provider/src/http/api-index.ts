import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** GET /api, the advertised base URL: what this is and where to go next, instead of a 404. */
export function registerApiIndex(api: FastifyInstance): void {
  api.get('/', async () => ({
    name: 'Nuru Yangu Scholarship Portal provider API',
    version,
    health: '/api/health',
    documentation: 'provider/README.md in the portal repository: every route under /api, who may call it and what it answers',
  }));
}
