import { defineMessages, type IntlShape } from 'react-intl';
import type { AnnouncementTag } from '@/gql/graphql';

type BatchTag = Extract<AnnouncementTag, 'batch1' | 'batch2'>;

const WORDS = defineMessages<Exclude<AnnouncementTag, BatchTag>>({
  scholarship: { id: 'announcements.tag.scholarship', defaultMessage: 'Scholarship' },
  application: { id: 'announcements.tag.application', defaultMessage: 'Application' },
  deadline: { id: 'announcements.tag.deadline', defaultMessage: 'Deadline' },
  payment: { id: 'announcements.tag.payment', defaultMessage: 'Payment' },
  mentorship: { id: 'announcements.tag.mentorship', defaultMessage: 'Mentorship' },
  documents: { id: 'announcements.tag.documents', defaultMessage: 'Documents' },
  academic: { id: 'announcements.tag.academic', defaultMessage: 'Academic' },
  orientation: { id: 'announcements.tag.orientation', defaultMessage: 'Orientation' },
});

// A batch tag names one batch: the same words, with its number.
const BATCH = defineMessages<{ batch: { batch: number } }>({
  batch: { id: 'announcements.tag.batch', defaultMessage: 'Batch {batch}' },
});
const BATCHES: Record<BatchTag, number> = { batch1: 1, batch2: 2 };

const isBatchTag = (tag: AnnouncementTag): tag is BatchTag => Object.hasOwn(BATCHES, tag);

/** A tag of the schema's vocabulary (docs/behaviour.md §3) in the reader's words. */
export function announcementTagWords(intl: IntlShape, tag: AnnouncementTag): string {
  return isBatchTag(tag) ? intl.formatMessage(BATCH.batch, { batch: BATCHES[tag] }) : intl.formatMessage(WORDS[tag]);
}
