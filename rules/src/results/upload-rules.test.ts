import { describe, expect, it } from 'vitest';
import {
  FILE_EMPTY_MESSAGE,
  FILE_REQUIRED_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  GPA_RANGE_MESSAGE,
  GPA_REQUIRED_MESSAGE,
  gpaProblem,
  MAX_RESULT_FILE_BYTES,
  resultFileProblem,
} from './upload-rules.js';

const MB = 1024 * 1024;

describe('resultFileProblem', () => {
  it.each([
    [{ name: 'transcript.pdf', type: 'application/pdf', size: 200_000 }, null],
    [{ name: 'scan.jpg', type: 'image/jpeg', size: 1 * MB }, null],
    [{ name: 'scan.png', type: 'image/png', size: MAX_RESULT_FILE_BYTES }, null],
    [{ name: 'SCAN.JPEG', type: '', size: 10 }, null],
    [
      { name: 'transcript.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 10 },
      FILE_TYPE_MESSAGE,
    ],
    [{ name: 'transcript.pdf.exe', type: '', size: 10 }, FILE_TYPE_MESSAGE],
    [{ name: 'photo.gif', type: 'image/gif', size: 10 }, FILE_TYPE_MESSAGE],
    [{ name: 'big.pdf', type: 'application/pdf', size: MAX_RESULT_FILE_BYTES + 1 }, FILE_TOO_LARGE_MESSAGE],
    [{ name: 'empty.pdf', type: 'application/pdf', size: 0 }, FILE_EMPTY_MESSAGE],
    [null, FILE_REQUIRED_MESSAGE],
  ])('%j -> %j', (file, problem) => {
    expect(resultFileProblem(file)).toBe(problem);
  });

  it('words the limits as the provider does', () => {
    expect(MAX_RESULT_FILE_BYTES).toBe(5 * 1024 * 1024);
    expect(FILE_TYPE_MESSAGE).toBe('Only PDF, JPEG or PNG files are accepted');
    expect(FILE_TOO_LARGE_MESSAGE).toBe('File is too large. The maximum size is 5 MB.');
  });
});

describe('gpaProblem', () => {
  it.each([
    ['3.7', null],
    ['0', null],
    ['0.0', null],
    ['5.0', null],
    [' 4.25 ', null],
    ['', GPA_REQUIRED_MESSAGE],
    ['   ', GPA_REQUIRED_MESSAGE],
    ['5.01', GPA_RANGE_MESSAGE],
    ['-1', GPA_RANGE_MESSAGE],
    ['abc', GPA_RANGE_MESSAGE],
    ['3.755', GPA_RANGE_MESSAGE],
    ['1e0', GPA_RANGE_MESSAGE],
  ])('%j -> %j', (text, problem) => {
    expect(gpaProblem(text)).toBe(problem);
  });
});
