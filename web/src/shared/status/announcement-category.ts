import type { AnnouncementCategory } from '@/gql/graphql';

// Spec 9's announcement categories (spec 3: from the batch number) in words.
const LABELS: Record<AnnouncementCategory, string> = { all: 'All batches', batch1: 'Batch 1', batch2: 'Batch 2' };

export function announcementCategoryLabel(category: AnnouncementCategory): string {
  return LABELS[category];
}
