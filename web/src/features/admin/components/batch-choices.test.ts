import { describe, expect, it } from 'vitest';
import { batchChoices } from './batch-choices';

describe('batchChoices', () => {
  it.each<[number[], string, number[]]>([
    [[1, 2, 3], '', [1, 2, 3]],
    [[1, 2, 3], '2', [1, 2, 3]],
    [[], '', []],
    // The chosen batch is offered even when the programme no longer lists it.
    [[1, 2], '7', [1, 2, 7]],
    [[2, 4], '3', [2, 3, 4]],
    // Nothing that is not a batch is offered for it.
    [[1, 2], '0', [1, 2]],
    [[1, 2], 'x', [1, 2]],
    [[1, 2], '1.5', [1, 2]],
    [[1, 2], '-3', [1, 2]],
    [[10, 9, 11], '', [9, 10, 11]],
  ])('%j with %j chosen -> %j', (batches, chosen, expected) => {
    expect(batchChoices(batches, chosen)).toEqual(expected);
  });
});
