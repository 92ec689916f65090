import { describe, expect, it, vi } from 'vitest';
import { keptUntilChanged } from './kept-until-changed.js';

function counted(limit?: number) {
  let reads = 0;
  let hold: Promise<void> | undefined;
  const kept = keptUntilChanged<{ read: number; batches: number[]; row: { gpa: number } }>(limit);
  const read = (owner: string, variant = '') =>
    kept.read(owner, variant, async () => {
      reads++;
      const answer = { read: reads, batches: [1, 2], row: { gpa: 3.5 } };
      await hold;
      return answer;
    });
  const holdWhile = (promise: Promise<void>) => {
    hold = promise;
  };
  return { kept, read, reads: () => reads, holdWhile };
}

describe('answers kept until the database says they changed', () => {
  it('are read once per owner and variant, then given from memory', async () => {
    const { read, reads } = counted();
    expect((await read('amina')).read).toBe(1);
    expect((await read('amina')).read).toBe(1);
    expect((await read('amina', 'pinned')).read).toBe(2);
    expect((await read('baraka')).read).toBe(3);
    expect((await read('amina', 'pinned')).read).toBe(2);
    expect(reads()).toBe(3);
  });

  it("are read again once a change of their owner is told, and only that owner's", async () => {
    const { kept, read } = counted();
    await read('amina');
    await read('amina', 'pinned');
    await read('baraka');
    kept.forget('amina');
    expect((await read('amina')).read).toBe(4);
    expect((await read('amina', 'pinned')).read).toBe(5);
    expect((await read('baraka')).read).toBe(3);
  });

  it("are all read again once a change of everyone's is told", async () => {
    const { kept, read } = counted();
    await read('amina');
    await read('baraka');
    kept.forget();
    expect((await read('amina')).read).toBe(3);
    expect((await read('baraka')).read).toBe(4);
  });

  it('are used once, not kept, when a change was told while they were being read', async () => {
    const { kept, read, reads, holdWhile } = counted();
    let release = () => {};
    holdWhile(new Promise<void>((resolve) => (release = resolve)));
    const reading = read('amina');
    await vi.waitFor(() => expect(reads()).toBe(1));
    kept.forget('baraka');
    release();
    expect((await reading).read).toBe(1);
    expect((await read('amina')).read).toBe(2);
  });

  it('are read-only, rows and lists included, so that one call cannot change them for the next', async () => {
    const { read } = counted();
    const answer = await read('amina');
    expect(() => answer.batches.push(3)).toThrow(TypeError);
    expect(() => Object.assign(answer.row, { gpa: 4 })).toThrow(TypeError);
    expect(() => Object.assign(answer, { read: 9 })).toThrow(TypeError);
    expect(await read('amina')).toEqual({ read: 1, batches: [1, 2], row: { gpa: 3.5 } });
  });

  it('keep at most their limit of owners, forgetting the oldest first', async () => {
    const { read } = counted(2);
    await read('amina');
    await read('baraka');
    await read('chausiku');
    expect((await read('baraka')).read).toBe(2);
    expect((await read('chausiku')).read).toBe(3);
    expect((await read('amina')).read).toBe(4);
  });
});
