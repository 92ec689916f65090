import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis that provider instances share their rate-limit counts through (REDIS_URL). Commands fail at once
 * while it is unreachable (no offline queue), and the limits then count nothing rather than refuse everyone.
 */
export async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unavailable'));
  await redis.connect().catch(() => undefined);
  app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  return redis;
}
