import { describe, expect, it } from 'vitest';
import { activityPage } from './activity-rules.js';

const INVALID = { problem: 'limit must be a whole number of at least 1 and offset a whole number of at least 0' };

describe('activityPage (docs/behaviour.md §9: limit 50, offset 0 by default)', () => {
  it.each([
    [{}, { page: { limit: 50, offset: 0 } }],
    [{ limit: '', offset: '' }, { page: { limit: 50, offset: 0 } }],
    [{ limit: '10' }, { page: { limit: 10, offset: 0 } }],
    [{ offset: '50' }, { page: { limit: 50, offset: 50 } }],
    [{ limit: '100', offset: '200' }, { page: { limit: 100, offset: 200 } }],
    [{ limit: '5000' }, { page: { limit: 100, offset: 0 } }],
    [{ limit: '0' }, INVALID],
    [{ limit: '-5' }, INVALID],
    [{ limit: '2.5' }, INVALID],
    [{ offset: '-1' }, INVALID],
    [{ offset: 'ten' }, INVALID],
  ])('%j -> %j', (query, expected) => {
    expect(activityPage(query)).toEqual(expected);
  });
});
