// The officers' results desk: the rule a rejection follows (the form checks it before sending, the gateway
// again) and the words the gateway answers with when the provider gives none, which the screens fall back on.

export const MAX_REVIEW_COMMENT_LENGTH = 1000;
/** The largest selection one bulk approval takes (the provider's cap). */
export const MAX_BULK_APPROVAL = 100;

export const REJECTION_COMMENT_REQUIRED = 'A comment is required to reject a result';
export const REVIEW_COMMENT_TOO_LONG = `The comment must be at most ${MAX_REVIEW_COMMENT_LENGTH} characters`;
export const BULK_APPROVAL_EMPTY = 'Select at least one result to approve';
export const BULK_APPROVAL_TOO_MANY = `At most ${MAX_BULK_APPROVAL} results can be approved at once`;

export const REVIEW_FAILED = {
  queue: 'Failed to load the results to review',
  notUploaded: 'Failed to load the scholars without results',
  review: 'Failed to save the review',
  approve: 'Failed to approve the results',
  download: 'Failed to open the result document',
} as const;

export type ReviewOperation = keyof typeof REVIEW_FAILED;

/** Why a review comment cannot be sent, or null: a rejection needs one, and none may be too long. */
export function reviewCommentProblem(status: 'APPROVED' | 'REJECTED', comment: string | null | undefined): string | null {
  const text = comment?.trim() ?? '';
  if (status === 'REJECTED' && !text) return REJECTION_COMMENT_REQUIRED;
  if (text.length > MAX_REVIEW_COMMENT_LENGTH) return REVIEW_COMMENT_TOO_LONG;
  return null;
}
