import { describe, expect, it } from 'vitest';
import { activityPaging } from './activity.js';

describe('activityPaging (docs/behaviour.md §9: limit 50, offset 0)', () => {
  it.each([
    [undefined, undefined, { limit: 50, offset: 0 }],
    [null, null, { limit: 50, offset: 0 }],
    [10, 20, { limit: 10, offset: 20 }],
    [0, 0, { limit: 1, offset: 0 }],
    [500, 0, { limit: 100, offset: 0 }],
    [50, -5, { limit: 50, offset: 0 }],
  ])('%j, %j -> %j', (limit, offset, expected) => {
    expect(activityPaging(limit, offset)).toEqual(expected);
  });
});
