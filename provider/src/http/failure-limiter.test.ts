import { describe, expect, it } from 'vitest';
import { MemoryFailureLimiter } from './failure-limiter.js';

describe('MemoryFailureLimiter', () => {
  it('blocks a key after max failures within the window, then frees it', async () => {
    const limiter = new MemoryFailureLimiter(3, 1000);
    const steps: [action: 'fail' | 'check', at: number, blocked?: boolean][] = [
      ['check', 0, false], ['fail', 0], ['fail', 100], ['check', 200, false], ['fail', 300],
      ['check', 400, true], ['check', 999, true], ['check', 1000, false], ['fail', 1001], ['check', 1002, false],
    ];
    for (const [action, at, blocked] of steps) {
      if (action === 'fail') await limiter.recordFailure('a', at);
      else expect(await limiter.isBlocked('a', at), `at ${at}`).toBe(blocked);
    }
  });

  it('keeps keys apart', async () => {
    const limiter = new MemoryFailureLimiter(1, 1000);
    await limiter.recordFailure('a', 0);
    expect(await limiter.isBlocked('a', 1)).toBe(true);
    expect(await limiter.isBlocked('b', 1)).toBe(false);
  });
});
