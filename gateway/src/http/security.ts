import type { FastifyInstance } from 'fastify';
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
 * Helmet's headers on every answer: `policy`, or a route's own (by URL pattern). Each policy's middleware is built
 * once, here; @fastify/helmet built it again on every request, a few per cent of a GraphQL call's time.
 */
export function registerSecurityHeaders(app: FastifyInstance, policy: HelmetOptions, routePolicies: Record<string, HelmetOptions> = {}) {
  const headers = helmet(policy);
  const routeHeaders = new Map(Object.entries(routePolicies).map(([url, options]) => [url, helmet(options)]));
  app.addHook('onRequest', (request, reply, done) => {
    (routeHeaders.get(request.routeOptions.url ?? '') ?? headers)(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
