import { describe, expect, it } from 'vitest';
import { english } from '@/shared/ui/shared-intl';
import { activityPager } from './activity-paging';

describe('activityPager', () => {
  it.each([
    [0, 50, 0, 0, { label: 'Showing 0 of 0', previousOffset: null, nextOffset: null }],
    [12, 50, 0, 12, { label: 'Showing 1–12 of 12', previousOffset: null, nextOffset: null }],
    [120, 50, 0, 50, { label: 'Showing 1–50 of 120', previousOffset: null, nextOffset: 50 }],
    [120, 50, 50, 50, { label: 'Showing 51–100 of 120', previousOffset: 0, nextOffset: 100 }],
    [120, 50, 100, 20, { label: 'Showing 101–120 of 120', previousOffset: 50, nextOffset: null }],
    [30, 10, 5, 10, { label: 'Showing 6–15 of 30', previousOffset: 0, nextOffset: 15 }],
  ])('total %i, limit %i, offset %i, shown %i', (total, limit, offset, shown, expected) => {
    expect(activityPager(english, total, limit, offset, shown)).toEqual(expected);
  });
});
