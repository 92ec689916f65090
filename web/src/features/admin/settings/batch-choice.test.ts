import { describe, expect, it } from 'vitest';
import { batchesOffered, batchProblem, NO_ACTIVE_BATCH, toggled } from './batch-choice';

describe('the active batches of the settings form', () => {
  it('offers every batch up to the highest one known', () => {
    expect(batchesOffered([2, 3], 0)).toEqual([1, 2, 3]);
    expect(batchesOffered([2, 3], 4)).toEqual([1, 2, 3, 4]);
    expect(batchesOffered([], 0)).toEqual([]);
  });

  it('switches a batch on or off, keeping the order', () => {
    expect(toggled([1, 3], 2, true)).toEqual([1, 2, 3]);
    expect(toggled([1, 2, 3], 2, false)).toEqual([1, 3]);
    expect(toggled([1], 1, true)).toEqual([1]);
  });

  it('refuses no active batch', () => {
    expect(batchProblem([])).toBe(NO_ACTIVE_BATCH);
    expect(batchProblem([1])).toBeUndefined();
  });
});
