import { describe, expect, it } from 'vitest';
import { programmeBatches } from './batch-rules.js';

describe('programmeBatches', () => {
  it.each<[string, (number | null)[][], number[]]>([
    ['nothing yet', [[], [], []], []],
    ['scholars only', [[2, 1], [], []], [1, 2]],
    ['an invited batch nobody signed up to yet', [[1, 2], [3], []], [1, 2, 3]],
    ['an active batch nobody was invited to', [[1], [], [1, 4]], [1, 4]],
    [
      'each batch once, in order',
      [
        [2, 1, 2],
        [1, 3, 3],
        [3, 2],
      ],
      [1, 2, 3],
    ],
    ['no batch (null) and batch 0 left out', [[null, 0, 1], [null], [0]], [1]],
    ['beyond 9, in number order', [[10, 9], [], [11]], [9, 10, 11]],
  ])('%s', (_case, sources, expected) => {
    expect(programmeBatches(...sources)).toEqual(expected);
  });
});
