import { describe, expect, it } from 'vitest';
import { MemoryFailureLimiter } from './failure-limiter.js';

describe('MemoryFailureLimiter', () => {
  it('refuses a key after max failed attempts within the window, then frees it', async () => {
    const limiter = new MemoryFailureLimiter(3, 1000);
    const steps: [at: number, allowed: boolean][] = [
      [0, true],
      [100, true],
      [300, true],
      [400, false],
      [999, false],
      [1000, true],
      [1001, true],
    ];
    for (const [at, allowed] of steps) expect(await limiter.begin('a', at), `at ${at}`).toBe(allowed);
  });

  it('does not count attempts that succeeded', async () => {
    const limiter = new MemoryFailureLimiter(2, 1000);
    for (let at = 0; at < 10; at++) {
      expect(await limiter.begin('a', at)).toBe(true);
      await limiter.forgive('a', at);
    }
    expect(await limiter.begin('a', 10)).toBe(true);
    expect(await limiter.begin('a', 11)).toBe(true);
    expect(await limiter.begin('a', 12)).toBe(false);
  });

  it('lets no more than max of a burst begun at once through', async () => {
    const limiter = new MemoryFailureLimiter(3, 1000);
    expect(await Promise.all(Array.from({ length: 8 }, () => limiter.begin('a', 0)))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("counts each attempt of a key's window once, in order, from 1 again in the next window", async () => {
    const limiter = new MemoryFailureLimiter(2, 1000);
    expect(await Promise.all([0, 1, 2, 3].map((at) => limiter.count('a', at)))).toEqual([1, 2, 3, 4]);
    await limiter.forgive('a', 4);
    expect(await limiter.count('a', 5)).toBe(4);
    expect(await limiter.count('a', 1000)).toBe(1);
  });

  it('keeps keys apart', async () => {
    const limiter = new MemoryFailureLimiter(1, 1000);
    await limiter.begin('a', 0);
    expect(await limiter.begin('a', 1)).toBe(false);
    expect(await limiter.begin('b', 1)).toBe(true);
  });
});
