import { fileURLToPath } from 'node:url';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import Fastify, { type FastifyInstance } from 'fastify';
import type { GatewayContext } from './context.js';
import { formatError } from './errors/format-error.js';
import { registerCompression } from './http/compression.js';
import { registerHealthRoutes } from './http/health.js';
import { logEachRequest, loggerOptions, requestLogController, type LogFormat, type LogStream } from './http/logging.js';
import { loadPersistedDocuments, manifestCache, onlyKnownOperations } from './http/persisted-documents.js';
import { registerRateLimit, type RateLimitOptions } from './http/rate-limit.js';
import { REQUEST_ID_HEADER, requestIdOf } from './http/request-id.js';
import { requestIdInErrorsPlugin } from './errors/request-id-plugin.js';
import { errorLogPlugin } from './errors/error-log-plugin.js';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy.js';
import { bearerToken } from './http/request-guards.js';
import { apiHelmet, appHelmet, noStore, registerSecurityHeaders, sandboxHelmet } from './http/security.js';
import { registerWebApp } from './http/web-app.js';
import { registerMetrics } from './metrics/http.js';
import { createMetrics } from './metrics/metrics.js';
import { operationMetricsPlugin } from './metrics/operation-plugin.js';
import type { CircuitBreakerOptions } from './provider/circuit-breaker.js';
import { ProviderClient } from './provider/client.js';
import { ProviderSession } from './provider/session.js';
import { resultFileRoutes } from './results/file-routes.js';
import { adminExportRoutes } from './admin/export-route.js';
import { disbursementFileRoutes } from './disbursement/file-routes.js';
import { buildSchema } from './schema.js';
import { createServices } from './services.js';

export interface GatewayOptions {
  /** The provider's host, e.g. http://127.0.0.1:4100; the gateway adds /api. */
  providerUrl: string;
  /** The built web app to serve with an SPA fallback, when the folder holds one. */
  webDist?: string;
  production?: boolean;
  /** Schema introspection; default on in development, off in production. */
  introspection?: boolean;
  /** true logs at info; a level name ('warn', 'error', ...) logs from that level up. */
  logger?: boolean | string;
  /** Pretty lines for a person (development) or JSON for a collector; default json. */
  logFormat?: LogFormat;
  /** With `logger`: JSON lines go here instead of stdout. */
  logStream?: LogStream;
  /** graphql-codegen's persisted-documents manifest; default the web's, when it has been generated. */
  persistedDocumentsFile?: string;
  /** Run only the manifest's operations, except for an administrator's requests; default off. */
  persistedDocumentsOnly?: boolean;
  /** Per-call limit of provider requests; default 10 s. */
  providerTimeoutMs?: number;
  /** Limit of opening a connection to the provider; default 3 s. */
  providerConnectTimeoutMs?: number;
  /** Most connections to the provider (default 32). */
  providerConnections?: number;
  /** When the provider keeps failing, calls fail at once for a cool-down (see providerBreaker). */
  providerBreaker?: CircuitBreakerOptions;
  /** Per-client request limit on /graphql, /uploads and /files (shared through Redis when given); off when absent. */
  rateLimit?: RateLimitOptions;
  /** Behind proxies: the X-Forwarded-For entries to believe (hops from the right, or the proxies' addresses); off when absent. */
  trustProxy?: TrustProxy;
  /** Prometheus metrics at `GET /metrics` (HTTP requests, GraphQL operations, provider calls, the process); off when absent. */
  metrics?: boolean;
  /** With `metrics`: /metrics answers only `Authorization: Bearer <metricsToken>`. */
  metricsToken?: string;
}

const DEFAULT_PERSISTED_DOCUMENTS = fileURLToPath(new URL('../../web/src/gql/persisted-documents.json', import.meta.url));

/** Builds the gateway (GraphQL, health, web app) without listening. */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const production = options.production ?? false;
  const app = Fastify({
    logger: options.logger
      ? loggerOptions(options.logger === true ? 'info' : options.logger, options.logFormat ?? 'json', options.logStream)
      : false,
    logController: requestLogController(),
    genReqId: requestIdOf,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
  });
  app.addHook('onRequest', async (request, reply) => void reply.header(REQUEST_ID_HEADER, request.id));
  if (options.logger) logEachRequest(app);
  const metrics = options.metrics ? createMetrics() : undefined;
  // First, so its request hook reaches the routes of every plugin registered after it.
  if (metrics) registerMetrics(app, metrics, options.metricsToken);
  const client = new ProviderClient({
    providerUrl: options.providerUrl,
    timeoutMs: options.providerTimeoutMs,
    connectTimeoutMs: options.providerConnectTimeoutMs,
    connections: options.providerConnections,
    breaker: options.providerBreaker,
    observer: metrics?.observeProviderCall,
  });

  // Query depth, cost, aliases, tokens and directives are bounded before anything reaches the provider.
  // Tokens are counted by graphql-js's own parser (parseOptions): armor's counter parses again in a plugin
  // hook, where a syntax error becomes a 500 instead of GraphQL over HTTP's 400.
  const armor = new ApolloArmor({
    // The data's depth and cost: how a screen splits its document into colocated fragments does not count.
    maxDepth: { n: 8, flattenFragments: true },
    costLimit: { maxCost: 5_000, flattenFragments: true },
    maxAliases: { n: 15 },
    maxDirectives: { n: 50 },
    maxTokens: { enabled: false },
  });
  const protection = armor.protect();
  // graphql-armor is typed against @apollo/server's CommonJS declarations; the objects are the same.
  const armorPlugins = protection.plugins as unknown as ApolloServerPlugin<GatewayContext>[];
  const persistedDocuments = loadPersistedDocuments(options.persistedDocumentsFile ?? DEFAULT_PERSISTED_DOCUMENTS);
  if (options.persistedDocumentsOnly && persistedDocuments.size === 0) {
    throw new Error(
      `PERSISTED_DOCUMENTS=only needs the persisted-documents manifest, not found at ${options.persistedDocumentsFile ?? DEFAULT_PERSISTED_DOCUMENTS} (run pnpm codegen, or set PERSISTED_DOCUMENTS_FILE)`,
    );
  }
  const apollo = new ApolloServer<GatewayContext>({
    schema: buildSchema(),
    introspection: options.introspection ?? !production,
    csrfPrevention: true,
    persistedQueries: { cache: manifestCache(persistedDocuments) },
    // The process owner (main.ts, a test) closes Fastify, whose onClose stops Apollo; Apollo's own
    // signal handlers would stop it a second time and re-raise the signal, hanging the shutdown.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    parseOptions: { maxTokens: 1_000 },
    validationRules: protection.validationRules,
    formatError,
    plugins: [
      ...armorPlugins,
      requestIdInErrorsPlugin(),
      errorLogPlugin(),
      ...(metrics ? [operationMetricsPlugin<GatewayContext>(metrics)] : []),
      production ? ApolloServerPluginLandingPageDisabled() : ApolloServerPluginLandingPageLocalDefault({ embed: true }),
      // No field has a cache hint, and every answer is someone's own (no-store, set on the route): Apollo's cache
      // control would only run a hook on every field of every answer.
      ApolloServerPluginCacheControlDisabled(),
    ],
  });
  await apollo.start();
  app.addHook('onClose', async () => {
    await apollo.stop();
    await client.close();
  });

  registerSecurityHeaders(app, appHelmet, { '/graphql': production ? apiHelmet : sandboxHelmet });
  await registerCompression(app);
  if (options.rateLimit) await registerRateLimit(app, options.rateLimit);
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    onRequest: noStore,
    ...(options.persistedDocumentsOnly ? { preHandler: onlyKnownOperations(client) } : {}),
    handler: fastifyApolloHandler(apollo, {
      context: async (request) => {
        const provider = new ProviderSession(client, bearerToken(request.headers.authorization), {
          userAgent: request.headers['user-agent'],
          ip: request.ip,
          requestId: request.id,
        });
        return { services: createServices(provider), log: request.log, requestId: request.id };
      },
    }),
  });
  await app.register(resultFileRoutes, { client });
  await app.register(adminExportRoutes, { client });
  await app.register(disbursementFileRoutes, { client });
  registerHealthRoutes(app, client);
  await registerWebApp(app, options.webDist);
  return app;
}
