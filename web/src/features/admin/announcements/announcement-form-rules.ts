// The administrator's form, checked before sending with the provider's own words.
export const TITLE_REQUIRED = 'Title is required';
export const CONTENT_REQUIRED = 'Content is required';
export const TITLE_TOO_LONG = 'Title must be at most 200 characters long';
export const CONTENT_TOO_LONG = 'Content must be at most 10000 characters long';

export interface AnnouncementDraft {
  title: string;
  content: string;
  /** 0: every batch. */
  batchNo: number;
  pinned: boolean;
  requiresAcknowledgement: boolean;
}

export const EMPTY_DRAFT: AnnouncementDraft = { title: '', content: '', batchNo: 0, pinned: false, requiresAcknowledgement: false };

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

/** 0 (every batch) is the form's "All batches", the batch select's ''. */
export const ALL_BATCHES = 'All batches';

export const batchLabel = (batchNo: number) => (batchNo > 0 ? `Batch ${batchNo}` : ALL_BATCHES);
