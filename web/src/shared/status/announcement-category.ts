import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AnnouncementCategory } from '@/gql/graphql';

// docs/behaviour.md §9's announcement categories (docs/behaviour.md §3: from the batch number) in words.
const WORDS = defineMessages<AnnouncementCategory>({
  all: { id: 'shared.announcementCategory.all', defaultMessage: 'All batches' },
  batch1: { id: 'shared.announcementCategory.batch1', defaultMessage: 'Batch 1' },
  batch2: { id: 'shared.announcementCategory.batch2', defaultMessage: 'Batch 2' },
});

/** The category's words, said in the reader's language with intl.formatMessage. */
export function announcementCategoryMessage(category: AnnouncementCategory): MessageDescriptor {
  return WORDS[category];
}
