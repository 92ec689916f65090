import { displayYear, INVALID_YEAR_MESSAGE, isProviderYear } from '../academic-year/year-rules.js';
import { RESULT_STATUSES } from '../db/schema.js';
import type { StudentNotice } from '../notify/notify-students.js';
import { REVIEW_MAIL } from './mail-words.js';
import { RESULT_MESSAGES } from './result-rules.js';

// The officers' side of results: what the review queue may be filtered by, what a review and a bulk approval
// must carry, and the e-mail the scholar gets.

export type ResultStatus = (typeof RESULT_STATUSES)[number];
export const REVIEW_STATUSES = ['APPROVED', 'REJECTED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The most results one bulk approval takes (a page of the queue at its largest). */
export const MAX_BULK_REVIEW = 100;
export const MAX_COMMENT_LENGTH = 1000;

const oneOf = (name: string, values: readonly string[]) => `${name} must be one of ${values.join(', ')}`;

export const REVIEW_MESSAGES = {
  invalidStatus: RESULT_MESSAGES.invalidReviewStatus,
  invalidFilterStatus: oneOf('status', RESULT_STATUSES),
  invalidExpectedStatus: oneOf('expectedStatus', RESULT_STATUSES),
  invalidBatch: 'batchNo must be a whole number of at least 1',
  commentRequired: 'A comment is required to reject a result',
  commentTooLong: `The comment must be at most ${MAX_COMMENT_LENGTH} characters`,
  stale: 'This result was reviewed by someone else since you loaded it. Reload and try again.',
  bulkOnlyApproves: 'Only APPROVED can be given to many results at once',
  fileNamesRequired: 'fileNames must be a list of at least one file name',
  tooMany: `At most ${MAX_BULK_REVIEW} results can be approved at once`,
  bulkSaved: (approved: number) => `${approved} ${approved === 1 ? 'result' : 'results'} approved`,
} as const;

const isStatus = (value: unknown): value is ResultStatus =>
  typeof value === 'string' && (RESULT_STATUSES as readonly string[]).includes(value);

export interface QueueFilter {
  year?: string;
  batchNo?: number;
  status?: ResultStatus;
}

/** The queue's filters from a query string, or the first reason they cannot be read; empty means any. */
export function parseQueueFilter(query: {
  year?: string;
  batchNo?: string;
  status?: string;
}): { filter: QueueFilter } | { problem: string } {
  const filter: QueueFilter = {};
  const year = query.year?.trim();
  if (year) {
    if (!isProviderYear(year)) return { problem: INVALID_YEAR_MESSAGE };
    filter.year = year;
  }
  const batchNo = query.batchNo?.trim();
  if (batchNo) {
    if (!/^\d{1,6}$/.test(batchNo) || Number(batchNo) < 1) return { problem: REVIEW_MESSAGES.invalidBatch };
    filter.batchNo = Number(batchNo);
  }
  const status = query.status?.trim();
  if (status) {
    if (!isStatus(status)) return { problem: REVIEW_MESSAGES.invalidFilterStatus };
    filter.status = status;
  }
  return { filter };
}

export interface Review {
  status: ReviewStatus;
  comment: string | null;
  /** The status the officer saw; when the result no longer has it, the review is refused (409). */
  expected?: ResultStatus;
}

/** A review body read, or why it is refused: a rejection says why. */
export function parseReview(body: { status?: unknown; comment?: unknown; expectedStatus?: unknown }): Review | { problem: string } {
  const { status, comment, expectedStatus } = body;
  if (status !== 'APPROVED' && status !== 'REJECTED') return { problem: REVIEW_MESSAGES.invalidStatus };
  const text = typeof comment === 'string' ? comment.trim() : '';
  if (status === 'REJECTED' && !text) return { problem: REVIEW_MESSAGES.commentRequired };
  if (text.length > MAX_COMMENT_LENGTH) return { problem: REVIEW_MESSAGES.commentTooLong };
  if (expectedStatus !== undefined && expectedStatus !== null && !isStatus(expectedStatus))
    return { problem: REVIEW_MESSAGES.invalidExpectedStatus };
  return { status, comment: text || null, ...(isStatus(expectedStatus) ? { expected: expectedStatus } : {}) };
}

/** A bulk approval's file names (each once, in the order given), or why it is refused. */
export function parseBulkReview(body: { fileNames?: unknown; status?: unknown }): { fileNames: string[] } | { problem: string } {
  if (body.status !== 'APPROVED') return { problem: REVIEW_MESSAGES.bulkOnlyApproves };
  const { fileNames } = body;
  if (!Array.isArray(fileNames) || fileNames.length === 0 || !fileNames.every((name) => typeof name === 'string' && name.trim() !== ''))
    return { problem: REVIEW_MESSAGES.fileNamesRequired };
  const unique = [...new Set(fileNames.map((name: string) => name.trim()))];
  if (unique.length > MAX_BULK_REVIEW) return { problem: REVIEW_MESSAGES.tooMany };
  return { fileNames: unique };
}

/**
 * The review's outcome, to the scholar. Results have no preference of their own: the outcome is news from the
 * programme, so it follows the announcements preference.
 */
export function reviewNotice(result: {
  userId: string;
  resultYear: string;
  status: ResultStatus;
  reviewComment: string | null;
}): StudentNotice {
  const outcome = { year: displayYear(result.resultYear), approved: result.status === 'APPROVED', comment: result.reviewComment };
  return { audience: { userId: result.userId }, kind: 'announcements', mail: (language) => REVIEW_MAIL[language](outcome) };
}
