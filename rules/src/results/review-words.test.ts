import { describe, expect, it } from 'vitest';
import { REJECTION_COMMENT_REQUIRED, REVIEW_COMMENT_TOO_LONG, reviewCommentProblem } from './review-words.js';

describe('reviewCommentProblem', () => {
  it.each([
    ['APPROVED', null, null],
    ['APPROVED', '', null],
    ['APPROVED', 'Fine', null],
    ['REJECTED', 'Not stamped', null],
    ['REJECTED', null, REJECTION_COMMENT_REQUIRED],
    ['REJECTED', '   ', REJECTION_COMMENT_REQUIRED],
    ['REJECTED', 'x'.repeat(1001), REVIEW_COMMENT_TOO_LONG],
    ['APPROVED', 'x'.repeat(1000), null],
  ] as const)('%s with %j', (status, comment, problem) => {
    expect(reviewCommentProblem(status, comment)).toBe(problem);
  });
});
