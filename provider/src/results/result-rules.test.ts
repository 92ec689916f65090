import { describe, expect, it } from 'vitest';
import { cleanOriginalName, parseGpa, RESULT_MESSAGES, resultView, type ResultRow } from './result-rules.js';

describe('parseGpa', () => {
  it.each([
    ['0', 0],
    ['0.0', 0],
    ['3.7', 3.7],
    [' 4.25 ', 4.25],
    ['5', 5],
    ['5.0', 5],
    ['5.00', 5],
    ['5.01', null],
    ['6', null],
    ['-1', null],
    ['-0.5', null],
    ['abc', null],
    ['', null],
    ['  ', null],
    ['3,7', null],
    ['1e0', null],
    ['.5', null],
    ['3.', null],
    ['NaN', null],
    ['Infinity', null],
    ['0x3', null],
  ])('%j -> %s', (value, gpa) => expect(parseGpa(value)).toBe(gpa));
});

describe('cleanOriginalName', () => {
  it.each([
    ['transcript.pdf', 'transcript.pdf'],
    ['C:\\Users\\amina\\Desktop\\transcript 2024.pdf', 'transcript 2024.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['  matokeo ya mwaka.png  ', 'matokeo ya mwaka.png'],
    ['', 'result.pdf'],
    [undefined, 'result.pdf'],
    ['folder/', 'result.pdf'],
  ])('%j -> %j', (name, cleaned) => expect(cleanOriginalName(name, 'pdf')).toBe(cleaned));

  it('keeps the end (the extension) of a very long name', () => {
    const cleaned = cleanOriginalName(`${'a'.repeat(300)}.pdf`, 'pdf');
    expect(cleaned).toHaveLength(200);
    expect(cleaned.endsWith('.pdf')).toBe(true);
  });
});

describe('RESULT_MESSAGES', () => {
  it.each([
    [RESULT_MESSAGES.alreadyUploaded('Y2024_2025'), 'Results for 2024-2025 have already been uploaded.'],
    [RESULT_MESSAGES.fieldRequired('gpa'), 'gpa is required'],
    [RESULT_MESSAGES.tooLarge, 'File is too large. The maximum size is 5 MB.'],
    [RESULT_MESSAGES.unsupportedType, 'Only PDF, JPEG or PNG files are accepted'],
    [RESULT_MESSAGES.invalidGpa, 'GPA must be a number between 0.0 and 5.0'],
    [RESULT_MESSAGES.reviewed, 'This result has been reviewed and can no longer be deleted.'],
  ])('%s', (message, expected) => expect(message).toBe(expected));
});

describe('resultView', () => {
  it('answers the contract shape with the display year', () => {
    const row = {
      id: 'id',
      seq: 1,
      userId: 'u',
      resultYear: 'Y2023_2024',
      gpa: 3.7,
      fileName: 'u-Y2023_2024-ab.pdf',
      originalName: 't.pdf',
      fileSize: 10,
      fileType: 'application/pdf',
      status: 'REJECTED',
      reviewComment: 'Not stamped',
      reviewedBy: null,
      reviewedAt: null,
      uploadedAt: new Date('2025-01-02T03:04:05Z'),
    } satisfies ResultRow;
    expect(resultView(row)).toEqual({
      fileName: 'u-Y2023_2024-ab.pdf',
      resultYear: 'Y2023_2024',
      status: 'REJECTED',
      year: '2023-2024',
      gpa: 3.7,
      fileSize: 10,
      fileType: 'application/pdf',
      uploadedAt: '2025-01-02T03:04:05.000Z',
      originalName: 't.pdf',
      reviewComment: 'Not stamped',
    });
  });
});
