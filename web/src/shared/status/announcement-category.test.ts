import { describe, expect, it } from 'vitest';
import { english } from '../ui/shared-intl';
import { AnnouncementCategory } from '@/gql/graphql';
import { announcementCategoryMessage } from './announcement-category';

describe('announcementCategoryMessage', () => {
  it('words every category of the schema', () => {
    for (const category of Object.values(AnnouncementCategory))
      expect(english.formatMessage(announcementCategoryMessage(category))).toMatch(/\w/);
  });

  it.each<[AnnouncementCategory, string]>([
    ['all', 'All batches'],
    ['batch1', 'Batch 1'],
    ['batch2', 'Batch 2'],
  ])('%s -> %s', (category, label) => {
    expect(english.formatMessage(announcementCategoryMessage(category))).toBe(label);
  });
});
