import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Counts failures per key in a fixed window and blocks the key once it reaches max. Only failures count,
 * so a person who signs in often is never locked out, while guessing a password stops after max tries.
 * (@fastify/rate-limit counts every request, which is not what login needs.)
 */
export interface FailureLimiter {
  isBlocked(key: string): Promise<boolean>;
  recordFailure(key: string): Promise<void>;
}

export interface FailureLimit {
  max: number;
  timeWindow: number;
}

/** In memory: each provider instance counts alone. */
export class MemoryFailureLimiter implements FailureLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(readonly max: number, readonly windowMs: number) {}

  async isBlocked(key: string, now = Date.now()): Promise<boolean> {
    const entry = this.failures.get(key);
    return entry !== undefined && entry.resetAt > now && entry.count >= this.max;
  }

  async recordFailure(key: string, now = Date.now()): Promise<void> {
    const entry = this.failures.get(key);
    if (entry && entry.resetAt > now) entry.count += 1;
    else this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
    if (this.failures.size > 10_000) this.prune(now);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}

/**
 * In Redis: every provider instance shares the count. Keys are hashed (no e-mail addresses in Redis). While
 * Redis is unreachable nothing is blocked: an outage must not lock every scholar out.
 */
export class RedisFailureLimiter implements FailureLimiter {
  constructor(private readonly redis: Redis, private readonly name: string, readonly max: number, readonly windowMs: number) {}

  private keyOf(key: string): string {
    return `nuru-provider-failures:${this.name}:${createHash('sha256').update(key).digest('base64url')}`;
  }

  async isBlocked(key: string): Promise<boolean> {
    const count = await this.redis.get(this.keyOf(key)).catch(() => null);
    return Number(count ?? 0) >= this.max;
  }

  async recordFailure(key: string): Promise<void> {
    const redisKey = this.keyOf(key);
    // The window starts with the first failure (SET NX with its expiry), as in memory.
    await this.redis.multi().set(redisKey, 0, 'PX', this.windowMs, 'NX').incr(redisKey).exec().catch(() => undefined);
  }
}

/** Shared through Redis when the provider has one, else in memory. */
export function failureLimiter(name: string, limit: FailureLimit, redis?: Redis): FailureLimiter {
  return redis ? new RedisFailureLimiter(redis, name, limit.max, limit.timeWindow) : new MemoryFailureLimiter(limit.max, limit.timeWindow);
}
