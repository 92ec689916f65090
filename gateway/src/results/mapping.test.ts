import { describe, expect, it } from 'vitest';
import type { ResultDTO } from './dto.js';
import { resultDownloadPath, toResult } from './mapping.js';

const row: ResultDTO = {
  fileName: '7-Y2024_2025-a1b2c3.pdf',
  resultYear: 'Y2024_2025',
  status: 'SUBMITTED',
  year: '2024-2025',
  gpa: 3.7,
  fileSize: 48213,
  fileType: 'application/pdf',
  uploadedAt: '2025-03-01T09:30:00.000Z',
  originalName: 'transcript.pdf',
  reviewComment: null,
};

describe('toResult (docs/behaviour.md §3: UI result item)', () => {
  it('maps a listed row', () => {
    expect(toResult(row)).toEqual({
      id: '7-Y2024_2025-a1b2c3.pdf',
      fileName: '7-Y2024_2025-a1b2c3.pdf',
      fileSize: 48213,
      fileType: 'application/pdf',
      uploadDate: '2025-03-01T09:30:00.000Z',
      status: 'SUBMITTED',
      year: 'Y2024_2025',
      gpa: 3.7,
      reviewComment: null,
      downloadPath: '/files/results/7-Y2024_2025-a1b2c3.pdf',
      viewerCanDelete: true,
    });
  });

  it.each([
    ['just uploaded', row, true, 'SUBMITTED', true],
    ['SUBMITTED', row, false, 'SUBMITTED', true],
    ['APPROVED', { ...row, status: 'APPROVED' }, false, 'APPROVED', false],
    ['REJECTED', { ...row, status: 'REJECTED' }, false, 'REJECTED', false],
    ['no status', { ...row, status: null }, false, 'COMPLETED', false],
    ['a status the portal does not know', { ...row, status: 'IN_REVIEW' }, false, 'COMPLETED', false],
    ['a lower-case provider status', { ...row, status: ' approved ' }, false, 'APPROVED', false],
    ['an empty status', { ...row, status: ' ' }, false, 'COMPLETED', false],
  ])('status %s', (_name, dto, justUploaded, status, viewerCanDelete) => {
    expect(toResult(dto, { justUploaded })).toMatchObject({ status, viewerCanDelete });
  });

  it.each([
    // As the provider wrote it: the AcademicYear scalar writes it 2024-2025 (and refuses the empty one).
    ['resultYear in provider form', { resultYear: 'Y2023_2024', year: null }, 'Y2023_2024'],
    ['only the portal form', { resultYear: null, year: '2022-2023' }, '2022-2023'],
    ['only a provider form in year', { resultYear: undefined, year: 'Y2022_2023' }, 'Y2022_2023'],
    ['no year at all', { resultYear: null, year: null }, ''],
  ])('year from %s', (_name, years, expected) => {
    expect(toResult({ ...row, ...years }).year).toBe(expected);
  });

  it('fills what a bare row lacks', () => {
    expect(toResult({ fileName: 'a.pdf', gpa: '3.25' })).toEqual({
      id: 'a.pdf',
      fileName: 'a.pdf',
      fileSize: null,
      fileType: null,
      uploadDate: null,
      status: 'COMPLETED',
      year: '',
      gpa: 3.25,
      reviewComment: null,
      downloadPath: '/files/results/a.pdf',
      viewerCanDelete: false,
    });
  });

  it.each([
    [3.5, 3.5],
    ['4', 4],
    ['n/a', null],
    ['', null],
    [null, null],
  ])('gpa %j -> %j', (gpa, expected) => {
    expect(toResult({ ...row, gpa }).gpa).toBe(expected);
  });

  it('keeps the review comment of a rejected result', () => {
    expect(toResult({ ...row, status: 'REJECTED', reviewComment: 'Stamp missing' }).reviewComment).toBe('Stamp missing');
  });
});

describe('resultDownloadPath', () => {
  it.each([
    ['7-Y2024_2025-a1.pdf', '/files/results/7-Y2024_2025-a1.pdf'],
    ['../etc/passwd', '/files/results/..%2Fetc%2Fpasswd'],
    ['a b.png', '/files/results/a%20b.png'],
  ])('%s -> %s', (fileName, expected) => {
    expect(resultDownloadPath(fileName)).toBe(expected);
  });
});
