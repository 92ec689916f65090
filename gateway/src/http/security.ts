import type { FastifyHelmetOptions } from '@fastify/helmet';

type Directives = Record<string, string[] | null>;

/**
 * The app's policy: Helmet's defaults (own origin only). upgrade-insecure-requests is left out
 * because TLS belongs to whoever terminates it; on plain http://localhost it would break loading.
 */
export const appHelmet: FastifyHelmetOptions = {
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

export const sandboxHelmet = { contentSecurityPolicy: { directives: sandboxDirectives } };
