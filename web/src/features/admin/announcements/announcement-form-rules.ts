import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { english } from '@/shared/ui/shared-intl';

// The administrator's form, checked before sending with the provider's own words.
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

export const TITLE_REQUIRED = english.formatMessage(PROBLEMS.titleRequired);
export const CONTENT_REQUIRED = english.formatMessage(PROBLEMS.contentRequired);
export const TITLE_TOO_LONG = english.formatMessage(PROBLEMS.titleTooLong);
export const CONTENT_TOO_LONG = english.formatMessage(PROBLEMS.contentTooLong);

export interface AnnouncementDraft {
  title: string;
  content: string;
  /** 0: every batch. */
  batchNo: number;
  pinned: boolean;
  requiresAcknowledgement: boolean;
}

export const EMPTY_DRAFT: AnnouncementDraft = { title: '', content: '', batchNo: 0, pinned: false, requiresAcknowledgement: false };

/** Each field's problem in English, as the provider words it. */
export type DraftProblems = Partial<Record<'title' | 'content', string>>;

export function draftProblems(draft: AnnouncementDraft): DraftProblems {
  const problems: DraftProblems = {};
  const title = draft.title.trim();
  const content = draft.content.trim();
  if (!title) problems.title = TITLE_REQUIRED;
  else if (title.length > 200) problems.title = TITLE_TOO_LONG;
  if (!content) problems.content = CONTENT_REQUIRED;
  else if (content.length > 10_000) problems.content = CONTENT_TOO_LONG;
  return problems;
}

const PROBLEM_MESSAGES = new Map<string, MessageDescriptor>(
  Object.values(PROBLEMS).map((message) => [english.formatMessage(message), message]),
);

/** A problem of draftProblems in the reader's language (any other words as they came). */
export function problemWords(intl: IntlShape, problem: string | undefined): string | undefined {
  const message = problem === undefined ? undefined : PROBLEM_MESSAGES.get(problem);
  return message ? intl.formatMessage(message) : problem;
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
