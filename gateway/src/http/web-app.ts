import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pagesWithPreloads } from './route-preloads.js';

// /metrics stays a 404 where metrics are off: a scraper must not get index.html.
const SERVER_PATHS = ['/graphql', '/healthz', '/readyz', '/metrics', '/uploads', '/files'];

/** Whether an unmatched request is a page of the single-page app (so index.html answers it). */
export function isAppPage(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const [path = ''] = url.split('?', 1);
  if (SERVER_PATHS.some((server) => path === server || path.startsWith(`${server}/`))) return false;
  // A missing /assets/app.js must stay a 404, not become HTML the browser tries to run.
  return extname(path) === '';
}

/** Serves the built web app (when `webDist` holds one) with the SPA fallback to index.html. */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return;
  const preloads = join(webDist, 'route-preloads.json');
  const pageFor = pagesWithPreloads(
    readFileSync(join(webDist, 'index.html'), 'utf8'),
    existsSync(preloads) ? (JSON.parse(readFileSync(preloads, 'utf8')) as Record<string, string[]>) : {},
  );
  // The build writes name.br and name.gz beside each text file: sent as the browser accepts, never packed per request.
  // Vite fingerprints everything under assets/: a file there never changes, so it is kept a year and carries no
  // validators (ETag, Last-Modified) nor byte ranges, which a browser would never use: about 100 bytes less on each of
  // a first visit's files.
  await app.register(fastifyStatic, {
    root: join(webDist, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    etag: false,
    lastModified: false,
    acceptRanges: false,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  // The rest (the favicon) is checked again every time.
  await app.register(fastifyStatic, {
    root: webDist,
    preCompressed: true,
    decorateReply: false,
    setHeaders(reply) {
      reply.header('cache-control', 'no-cache');
    },
  });
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const [path = '/'] = request.url.split('?', 1);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(pageFor(path));
  };
  // Every page, / included (which the static files would answer with index.html as built), is made for its route.
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    if (isAppPage(request.method, request.url)) return sendPage(request, reply);
    return reply.code(404).send({ message: 'Not found' });
  });
}
