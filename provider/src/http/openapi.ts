import swagger from '@fastify/swagger';
import apiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messageSchema } from './schemas.js';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The body a route takes, written into the OpenAPI document but not validated: the route checks it itself and
     * answers a missing or wrong field in the spec's words, which schema validation would replace with Ajv's.
     */
    describedBody?: unknown;
  }
}

// What a field means is written once, in the GraphQL schema (schema/*.graphql), where Apollo Sandbox shows it to the
// portal's developers and integrators: the gateway exposes nearly every field the provider answers, and a sentence
// kept in both drifted apart. The routes' JSON schemas describe only what the REST contract adds: formats (the
// provider's year form), units, statuses, defaults, what a body accepts, and fields the gateway does not expose.
// They cannot take the schema's words at run time: the provider stands for the foundation's API, which a real one
// replaces without the gateway changing. scripts/descriptions.test.ts fails when a sentence stands in both.
const DESCRIPTION =
  "The REST API the portal's gateway calls (docs/behaviour.md §7), and the calls the admin area needs. " +
  'Every answer is JSON; a failure answers `{ message }` with its status, a server failure adds `requestId`. ' +
  'Sign in with POST /api/auth/login and send its token as `Authorization: Bearer <token>`. ' +
  "What a field means is described in the portal's GraphQL schema (schema/*.graphql, Apollo Sandbox); a description " +
  'here says what this contract adds: a format, a unit, a status, a default.';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * Collects every route's JSON schema into one OpenAPI document (app.swagger()). Register on the root before the
 * routes: @fastify/swagger learns them as they are added. Shared schemas keep their $id as their component name,
 * so the gateway's generated types read `components['schemas']['Payment']`.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  app.addSchema(messageSchema);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Nuru Yangu Scholarship Portal provider API', version, description: DESCRIPTION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      // Every call but those that mark themselves public (`security: []`) needs the bearer token of a session.
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url }) => {
      const { describedBody, ...rest } = schema ?? {};
      return { schema: { tags: [tagOf(url)], ...rest, ...(describedBody ? { body: describedBody } : {}) }, url };
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
}

// The reference page groups the calls by the first part of their path; these few read better elsewhere.
const TAGS: Record<string, string> = {
  '': 'service',
  health: 'service',
  programme: 'service',
  v2: 'payments',
  logout: 'auth',
  api: 'auth',
  dev: 'development',
};

const tagOf = (url: string) => {
  const first = url.split('/')[2] ?? '';
  return TAGS[first] ?? first;
};

/** GET /api/openapi.json and the reference page at /api/docs, inside the /api scope. */
export async function registerApiDocs(api: FastifyInstance): Promise<void> {
  api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
  await api.register(apiReference, {
    routePrefix: '/docs',
    // A reference to read: no hosted tools, AI chat or SDK offers beside it.
    configuration: {
      url: OPENAPI_PATH,
      pageTitle: 'Nuru Yangu provider API',
      showDeveloperTools: 'never',
      agent: { disabled: true },
      hideClientButton: true,
    },
    // The page's inline start-up script and styles: helmet's default policy would leave it blank.
    hooks: {
      onRequest: (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        void reply.header('content-security-policy', DOCS_POLICY);
        done();
      },
    },
  });
}

const DOCS_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:";
