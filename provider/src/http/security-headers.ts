import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * An answer of the API is JSON or a file, never a page: it gets the headers that act on such an answer (a policy
 * under which, opened as a document, it runs and frames nothing; no sniffing; HTTPS only; not read by other sites),
 * not a page's, which cost every call 870 bytes of headers, written here and parsed by the gateway.
 */
const apiAnswer = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** The API reference is a page: helmet's page headers, and its own policy after them (openapi.ts). */
const page = helmet();
const REFERENCE_PAGE = /^\/api\/docs(\/|$)/;

/**
 * Security headers on every answer. Each middleware is built once, here: @fastify/helmet built it again on every
 * request, about 2 % of a profile read.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const headers = REFERENCE_PAGE.test(request.url) ? page : apiAnswer;
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
