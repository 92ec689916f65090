// Spec 9's announcement categories (spec 3: from the batch number) in words.
const CATEGORIES: Record<string, string> & { all: string } = { all: 'All batches', batch1: 'Batch 1', batch2: 'Batch 2' };

export function announcementCategoryLabel(category: string): string {
  return CATEGORIES[category] ?? CATEGORIES.all;
}
