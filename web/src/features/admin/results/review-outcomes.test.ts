import { describe, expect, it } from 'vitest';
import { bulkApprovalWords } from './review-outcomes';

describe('bulkApprovalWords', () => {
  it('says how many were approved and why the others were not', () => {
    expect(
      bulkApprovalWords(
        {
          approved: 1,
          outcomes: [
            { fileName: 'a.pdf', outcome: 'APPROVED' },
            { fileName: 'b.pdf', outcome: 'ALREADY_REVIEWED' },
            { fileName: 'c.pdf', outcome: 'NOT_FOUND' },
          ],
        },
        (fileName) => (fileName === 'b.pdf' ? 'Asha Mushi' : undefined),
      ),
    ).toEqual({
      message: '1 result approved.',
      details: ['The results of Asha Mushi were already reviewed by someone else.', 'The results c.pdf no longer exist.'],
    });
  });

  it('has no details when every one was approved', () => {
    expect(bulkApprovalWords({ approved: 1, outcomes: [{ fileName: 'a.pdf', outcome: 'APPROVED' }] }).details).toEqual([]);
  });
});
