import { fileURLToPath } from 'node:url';
import { buildGateway } from './app.js';
import { logFormat } from './http/logging.js';
import { parseTrustProxy } from './http/trust-proxy.js';

const production = process.env.NODE_ENV === 'production';
const introspection = process.env.INTROSPECTION === undefined ? undefined : process.env.INTROSPECTION === 'true';
// Metrics default on in development only; METRICS=true turns them on in production.
const metrics = process.env.METRICS === undefined ? !production : process.env.METRICS === 'true';
const port = Number(process.env.PORT ?? 4000);
/** A positive whole number from the environment, else undefined (the gateway's default). */
const positive = (name: string) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};
const host = process.env.HOST ?? '0.0.0.0';

const app = await buildGateway({
  providerUrl: process.env.PROVIDER_URL ?? 'http://127.0.0.1:4100',
  webDist: process.env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist/', import.meta.url)),
  production,
  introspection,
  academicYear: process.env.ACADEMIC_YEAR,
  providerTimeoutMs: positive('PROVIDER_TIMEOUT_MS'),
  providerConnectTimeoutMs: positive('PROVIDER_CONNECT_TIMEOUT_MS'),
  providerConnections: positive('PROVIDER_CONNECTIONS'),
  providerBreaker: { failureThreshold: positive('PROVIDER_BREAKER_FAILURES'), coolDownMs: positive('PROVIDER_BREAKER_COOLDOWN_MS') },
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  rateLimit: {
    max: Number(process.env.RATE_LIMIT_MAX ?? 600),
    windowMs: Number(process.env.RATE_LIMIT_WINDOW_MS ?? 60_000),
    redisUrl: process.env.REDIS_URL,
  },
  logger: process.env.LOG_LEVEL || true,
  logFormat: logFormat(process.env),
  persistedDocumentsFile: process.env.PERSISTED_DOCUMENTS_FILE || undefined,
  persistedDocumentsOnly: (process.env.PERSISTED_DOCUMENTS ?? (production ? 'only' : 'off')) === 'only',
  metrics,
  metricsToken: process.env.METRICS_TOKEN || undefined,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port, host });
const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
app.log.info(`Gateway ready at http://${shown}:${port} (GraphQL at http://${shown}:${port}/graphql)`);
