import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = Record<string, string[] | null>;

/**
 * The app's policy: Helmet's defaults (own origin only). upgrade-insecure-requests is left out
 * because TLS belongs to whoever terminates it; on plain http://localhost it would break loading.
 */
export const appHelmet: HelmetOptions = {
  contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
};

/**
 * Apollo Sandbox (development only) is an inline bootstrap script that loads its bundle from
 * Apollo's CDN and embeds their sandbox in an iframe; its own nonce cannot be shared with Helmet.
 */
const sandboxDirectives: Directives = {
  upgradeInsecureRequests: null,
  scriptSrc: ["'self'", "'unsafe-inline'", 'https://embeddable-sandbox.cdn.apollographql.com'],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
  imgSrc: ["'self'", 'data:', 'https://apollo-server-landing-page.cdn.apollographql.com'],
  frameSrc: ['https://sandbox.embed.apollographql.com'],
  manifestSrc: ["'self'", 'https://apollo-server-landing-page.cdn.apollographql.com'],
};

export const sandboxHelmet: HelmetOptions = { contentSecurityPolicy: { directives: sandboxDirectives } };

/**
 * A fingerprinted script, style or image of the web app gets only the headers that act on such a file: no
 * sniffing, no embedding by other sites, HTTPS only. The rest (the content security policy above all) act on
 * a document, and on a phone's first visit a dozen files each carried a kilobyte of them (HTTP/1.1 sends
 * headers as they are): /login's 150 kB held 11 kB of headers.
 */
const fileHelmet: HelmetOptions = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * A GraphQL answer is JSON, never a page: it gets what acts on such an answer (a policy under which, opened as a
 * document, it runs and frames nothing; no sniffing; HTTPS only; not read by other sites), not the page's policy,
 * which each of a phone's calls carried: 950 bytes of headers on a 230-byte profile.
 */
export const apiHelmet: HelmetOptions = {
  ...fileHelmet,
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
};

/** For a route whose answers are someone's own: no cache, the browser's included, keeps one. */
export const noStore: onRequestHookHandler = (_request, reply, done) => {
  reply.header('cache-control', 'no-store');
  done();
};

/** One file name under /assets/, as the build writes them: no further path, no escapes, so never index.html. */
const BUILT_FILE = /^\/assets\/[\w-]+(\.[\w-]+)+$/;

/**
 * Helmet's headers on every answer: `policy`, a route's own (by URL pattern), or the built files' few. Each
 * policy's middleware is built once, here; @fastify/helmet built it again on every request, a few per cent of a
 * GraphQL call's time.
 */
export function registerSecurityHeaders(app: FastifyInstance, policy: HelmetOptions, routePolicies: Record<string, HelmetOptions> = {}) {
  const headers = helmet(policy);
  const fileHeaders = helmet(fileHelmet);
  const routeHeaders = new Map(Object.entries(routePolicies).map(([url, options]) => [url, helmet(options)]));
  app.addHook('onRequest', (request, reply, done) => {
    const middleware = BUILT_FILE.test(request.url) ? fileHeaders : (routeHeaders.get(request.routeOptions.url ?? '') ?? headers);
    middleware(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
