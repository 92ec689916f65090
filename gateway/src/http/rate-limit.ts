import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

export interface RateLimitOptions {
  /** Requests one client may make per window. */
  max: number;
  windowMs: number;
  /** Shared counters for every gateway replica; without it each replica counts alone. */
  redisUrl?: string;
}

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again later.';

// Only what reaches the provider is limited: health probes and the web app's files are not. Matched on
// the route that will answer, never the raw URL, which a client can percent-encode past a pattern.
const LIMITED_ROUTES = /^\/(graphql|uploads|files)(\/|$)/;

/** Limits each client IP on /graphql, /uploads and /files; answers 429 in GraphQL's error shape. */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    // A Redis outage must not take the portal down with it: counting is skipped until it is back.
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unavailable'));
    await redis.connect().catch(() => undefined);
    app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  }

  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs,
    redis,
    nameSpace: 'nuru-gateway-rate-limit:',
    skipOnError: true,
    allowList: (request) => !LIMITED_ROUTES.test(request.routeOptions.url ?? ''),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      errors: [{ message: RATE_LIMITED_MESSAGE, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: Math.ceil(context.ttl / 1000) } }],
    }),
  });
}
