import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { english } from '@/shared/ui/shared-intl';

// The administrator's form, checked before sending with the provider's own words and limits.
export const MAX_TITLE_LENGTH = 200;
export const MAX_CONTENT_LENGTH = 10_000;

const PROBLEMS = defineMessages({
  titleRequired: { id: 'admin.announcements.announcementFormRules.titleRequired', defaultMessage: 'Title is required' },
  contentRequired: { id: 'admin.announcements.announcementFormRules.contentRequired', defaultMessage: 'Content is required' },
  titleTooLong: {
    id: 'admin.announcements.announcementFormRules.titleTooLong',
    defaultMessage: 'Title must be at most 200 characters long',
  },
  contentTooLong: {
    id: 'admin.announcements.announcementFormRules.contentTooLong',
    defaultMessage: 'Content must be at most 10000 characters long',
  },
});

export interface AnnouncementDraft {
  title: string;
  content: string;
  /** 0: every batch. */
  batchNo: number;
  pinned: boolean;
  requiresAcknowledgement: boolean;
}

export const EMPTY_DRAFT: AnnouncementDraft = { title: '', content: '', batchNo: 0, pinned: false, requiresAcknowledgement: false };

/** Each field's problem, to be said with intl.formatMessage. */
export type DraftProblems = Partial<Record<'title' | 'content', MessageDescriptor>>;

export function draftProblems(draft: AnnouncementDraft): DraftProblems {
  const problems: DraftProblems = {};
  const title = draft.title.trim();
  const content = draft.content.trim();
  if (!title) problems.title = PROBLEMS.titleRequired;
  else if (title.length > MAX_TITLE_LENGTH) problems.title = PROBLEMS.titleTooLong;
  if (!content) problems.content = PROBLEMS.contentRequired;
  else if (content.length > MAX_CONTENT_LENGTH) problems.content = PROBLEMS.contentTooLong;
  return problems;
}

const ALL_BATCHES = defineMessage({ id: 'admin.announcements.announcementFormRules.allBatches', defaultMessage: 'All batches' });
const BATCH = defineMessage<{ batchNo: number }>({
  id: 'admin.announcements.announcementFormRules.batch',
  defaultMessage: 'Batch {batchNo}',
});

/** 0 (every batch) is the form's "All batches", the batch select's ''. */
export const allBatches = (intl: IntlShape = english) => intl.formatMessage(ALL_BATCHES);

/** Who an announcement is for, in the reader's language (English when no reader is given). */
export const batchLabel = (batchNo: number, intl: IntlShape = english) =>
  batchNo > 0 ? intl.formatMessage(BATCH, { batchNo }) : allBatches(intl);
