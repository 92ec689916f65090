import { describe, expect, it } from 'vitest';
import { INVALID_YEAR_MESSAGE } from '../academic-year/year-rules.js';
import { MAX_BULK_REVIEW, parseBulkReview, parseQueueFilter, parseReview, REVIEW_MESSAGES as M, reviewNotice } from './review-rules.js';

describe('parseQueueFilter', () => {
  it.each([
    [{}, { filter: {} }],
    [{ year: ' ', batchNo: '', status: '' }, { filter: {} }],
    [{ year: 'Y2024_2025', batchNo: '2', status: 'SUBMITTED' }, { filter: { year: 'Y2024_2025', batchNo: 2, status: 'SUBMITTED' } }],
    [{ year: '2024-2025' }, { problem: INVALID_YEAR_MESSAGE }],
    [{ batchNo: '0' }, { problem: M.invalidBatch }],
    [{ batchNo: 'one' }, { problem: M.invalidBatch }],
    [{ status: 'approved' }, { problem: M.invalidFilterStatus }],
    [{ status: 'COMPLETED' }, { problem: M.invalidFilterStatus }],
  ])('%j', (query, expected) => {
    expect(parseQueueFilter(query)).toEqual(expected);
  });
});

describe('parseReview', () => {
  it.each([
    [{ status: 'APPROVED' }, { status: 'APPROVED', comment: null }],
    [
      { status: 'APPROVED', comment: '  Well done ' },
      { status: 'APPROVED', comment: 'Well done' },
    ],
    [
      { status: 'REJECTED', comment: 'Unstamped', expectedStatus: 'SUBMITTED' },
      { status: 'REJECTED', comment: 'Unstamped', expected: 'SUBMITTED' },
    ],
    [{ status: 'REJECTED' }, { problem: M.commentRequired }],
    [{ status: 'REJECTED', comment: '   ' }, { problem: M.commentRequired }],
    [{ status: 'REJECTED', comment: 'x'.repeat(1001) }, { problem: M.commentTooLong }],
    [{ status: 'SUBMITTED' }, { problem: M.invalidStatus }],
    [{}, { problem: M.invalidStatus }],
    [{ status: 'APPROVED', expectedStatus: 'LOST' }, { problem: M.invalidExpectedStatus }],
    [
      { status: 'APPROVED', expectedStatus: null },
      { status: 'APPROVED', comment: null },
    ],
  ])('%j', (body, expected) => {
    expect(parseReview(body)).toEqual(expected);
  });
});

describe('parseBulkReview', () => {
  it.each([
    [{ fileNames: ['a.pdf', ' b.pdf', 'a.pdf'], status: 'APPROVED' }, { fileNames: ['a.pdf', 'b.pdf'] }],
    [{ fileNames: ['a.pdf'], status: 'REJECTED' }, { problem: M.bulkOnlyApproves }],
    [{ fileNames: [], status: 'APPROVED' }, { problem: M.fileNamesRequired }],
    [{ fileNames: 'a.pdf', status: 'APPROVED' }, { problem: M.fileNamesRequired }],
    [{ fileNames: ['a.pdf', 7], status: 'APPROVED' }, { problem: M.fileNamesRequired }],
    [{ fileNames: ['a.pdf', ''], status: 'APPROVED' }, { problem: M.fileNamesRequired }],
    [{ fileNames: Array.from({ length: MAX_BULK_REVIEW + 1 }, (_, i) => `${i}.pdf`), status: 'APPROVED' }, { problem: M.tooMany }],
  ])('%j', (body, expected) => {
    expect(parseBulkReview(body)).toEqual(expected);
  });

  it('takes exactly the cap', () => {
    expect(
      parseBulkReview({ fileNames: Array.from({ length: MAX_BULK_REVIEW }, (_, i) => `${i}.pdf`), status: 'APPROVED' }),
    ).toHaveProperty('fileNames');
  });
});

describe('reviewNotice', () => {
  const result = { userId: 'u1', resultYear: 'Y2024_2025', reviewComment: null };
  it('tells an approval, by the announcements preference', () => {
    const notice = reviewNotice({ ...result, status: 'APPROVED' });
    expect(notice).toMatchObject({ audience: { userId: 'u1' }, kind: 'announcements' });
    expect(notice.mail('en')).toEqual({
      subject: 'Your results for 2024-2025 were approved',
      text: 'Your academic results for 2024-2025 were reviewed and approved.',
    });
    expect(notice.mail('sw')).toEqual({
      subject: 'Matokeo yako ya mwaka wa masomo 2024-2025 yameidhinishwa',
      text: 'Matokeo yako ya mwaka wa masomo 2024-2025 yamekaguliwa na kuidhinishwa.',
    });
  });
  it('tells a rejection with the comment', () => {
    const notice = reviewNotice({ ...result, status: 'REJECTED', reviewComment: 'Not stamped' });
    expect(notice.mail('en')).toEqual({
      subject: 'Your results for 2024-2025 need attention',
      text:
        'Your academic results for 2024-2025 were reviewed and not accepted. Please upload them again under Results.' +
        "\n\nThe reviewer's comment: Not stamped",
    });
    expect(notice.mail('sw')).toEqual({
      subject: 'Matokeo yako ya mwaka wa masomo 2024-2025 yanahitaji marekebisho',
      text:
        'Matokeo yako ya mwaka wa masomo 2024-2025 yamekaguliwa na hayakukubaliwa. Tafadhali yapakie tena kwenye sehemu ya Matokeo.' +
        '\n\nMaoni ya mkaguzi: Not stamped',
    });
  });
});
