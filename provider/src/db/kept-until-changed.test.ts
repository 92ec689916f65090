import { describe, expect, it, vi } from 'vitest';
import { keptUntilChanged } from './kept-until-changed.js';

function counted() {
  let reads = 0;
  let hold: Promise<void> | undefined;
  const kept = keptUntilChanged(async () => {
    reads++;
    const answer = { read: reads, batches: [1, 2] };
    await hold;
    return answer;
  });
  const holdWhile = (promise: Promise<void>) => {
    hold = promise;
  };
  return { kept, reads: () => reads, holdWhile };
}

describe('an answer kept until the database says it changed', () => {
  it('is read once, then given from memory', async () => {
    const { kept, reads } = counted();
    expect(await kept.read()).toEqual({ read: 1, batches: [1, 2] });
    expect(await kept.read()).toEqual({ read: 1, batches: [1, 2] });
    expect(reads()).toBe(1);
  });

  it('is read again once a change is told', async () => {
    const { kept, reads } = counted();
    await kept.read();
    kept.forget();
    expect((await kept.read()).read).toBe(2);
    expect(reads()).toBe(2);
  });

  it('is used once, not kept, when a change was told while it was being read', async () => {
    const { kept, reads, holdWhile } = counted();
    let release = () => {};
    holdWhile(new Promise<void>((resolve) => (release = resolve)));
    const reading = kept.read();
    await vi.waitFor(() => expect(reads()).toBe(1));
    kept.forget();
    release();
    expect((await reading).read).toBe(1);
    expect((await kept.read()).read).toBe(2);
  });

  it('is read-only, lists included, so that one call cannot change it for the next', async () => {
    const { kept } = counted();
    const answer = await kept.read();
    expect(() => answer.batches.push(3)).toThrow(TypeError);
    expect(() => Object.assign(answer, { read: 9 })).toThrow(TypeError);
    expect(await kept.read()).toEqual({ read: 1, batches: [1, 2] });
  });
});
