/**
 * Counts failures per key in a fixed window and blocks the key once it reaches max. Only failures count,
 * so a person who signs in often is never locked out, while guessing a password stops after max tries.
 * In memory, per instance (@fastify/rate-limit counts every request, which is not what login needs).
 */
export class FailureLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(readonly max: number, readonly windowMs: number) {}

  isBlocked(key: string, now = Date.now()): boolean {
    const entry = this.failures.get(key);
    return entry !== undefined && entry.resetAt > now && entry.count >= this.max;
  }

  recordFailure(key: string, now = Date.now()): void {
    const entry = this.failures.get(key);
    if (entry && entry.resetAt > now) entry.count += 1;
    else this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
    if (this.failures.size > 10_000) this.prune(now);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
