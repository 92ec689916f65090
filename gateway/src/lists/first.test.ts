import { describe, expect, it } from 'vitest';
import { firstN } from './first.js';

describe('firstN', () => {
  it.each([
    [undefined, [1, 2, 3, 4]],
    [null, [1, 2, 3, 4]],
    [3, [1, 2, 3]],
    [10, [1, 2, 3, 4]],
    [0, []],
    [-2, []],
  ])('limit %j', (limit, expected) => {
    expect(firstN([1, 2, 3, 4], limit)).toEqual(expected);
  });
});
