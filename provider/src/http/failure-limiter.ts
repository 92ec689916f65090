import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Counts attempts per key in a fixed window and refuses the key once max of them failed. An attempt is
 * counted when it begins, atomically, and forgiven when it succeeds: only failures stay, so a person who
 * signs in often is never locked out, and a burst of guesses sent at once gets no more than max of them
 * judged (checking first and counting after would let every request in flight through).
 * (@fastify/rate-limit counts every request, which is not what login needs.)
 */
export interface FailureLimiter {
  /** Failed attempts a key may have in a window. */
  readonly max: number;
  /** Counts an attempt; its number in the key's window (1 for the first), or 0 while the count cannot be kept. */
  count(key: string): Promise<number>;
  /** Counts an attempt; false when the key has no attempt left in its window. */
  begin(key: string): Promise<boolean>;
  /** The attempt succeeded: it does not count. */
  forgive(key: string): Promise<void>;
}

export interface FailureLimit {
  max: number;
  timeWindow: number;
}

/** In memory: each provider instance counts alone. */
export class MemoryFailureLimiter implements FailureLimiter {
  private readonly attempts = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  async count(key: string, now = Date.now()): Promise<number> {
    const entry = this.attempts.get(key);
    if (entry && entry.resetAt > now) entry.count += 1;
    else this.attempts.set(key, { count: 1, resetAt: now + this.windowMs });
    if (this.attempts.size > 10_000) this.prune(now);
    return this.attempts.get(key)!.count;
  }

  async begin(key: string, now = Date.now()): Promise<boolean> {
    return (await this.count(key, now)) <= this.max;
  }

  async forgive(key: string, now = Date.now()): Promise<void> {
    const entry = this.attempts.get(key);
    if (entry && entry.resetAt > now && entry.count > 0) entry.count -= 1;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.attempts) if (entry.resetAt <= now) this.attempts.delete(key);
  }
}

// Forgiving an attempt whose window has ended must not leave a count without an expiry behind.
const FORGIVE = `if redis.call('GET', KEYS[1]) then return redis.call('DECR', KEYS[1]) end return 0`;

/**
 * In Redis: every provider instance shares the count. Keys are hashed (no e-mail addresses in Redis). While
 * Redis is unreachable nothing is refused: an outage must not lock every scholar out.
 */
export class RedisFailureLimiter implements FailureLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  private keyOf(key: string): string {
    return `nuru-provider-failures:${this.name}:${createHash('sha256').update(key).digest('base64url')}`;
  }

  async count(key: string): Promise<number> {
    const redisKey = this.keyOf(key);
    // The window starts with the first attempt (SET NX with its expiry), as in memory.
    const results = await this.redis
      .multi()
      .set(redisKey, 0, 'PX', this.windowMs, 'NX')
      .incr(redisKey)
      .exec()
      .catch(() => null);
    const count = results?.[1]?.[1];
    return typeof count === 'number' ? count : 0;
  }

  async begin(key: string): Promise<boolean> {
    return (await this.count(key)) <= this.max;
  }

  async forgive(key: string): Promise<void> {
    await this.redis.eval(FORGIVE, 1, this.keyOf(key)).catch(() => undefined);
  }
}

/** Shared through Redis when the provider has one, else in memory. */
export function failureLimiter(name: string, limit: FailureLimit, redis?: Redis): FailureLimiter {
  return redis ? new RedisFailureLimiter(redis, name, limit.max, limit.timeWindow) : new MemoryFailureLimiter(limit.max, limit.timeWindow);
}
