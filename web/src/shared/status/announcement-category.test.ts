import { describe, expect, it } from 'vitest';
import { announcementCategoryLabel } from './announcement-category';

describe('announcementCategoryLabel', () => {
  it.each([
    ['all', 'All batches'],
    ['batch1', 'Batch 1'],
    ['batch2', 'Batch 2'],
    ['other', 'All batches'],
  ])('%s -> %s', (category, label) => expect(announcementCategoryLabel(category)).toBe(label));
});
