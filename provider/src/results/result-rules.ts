import { displayYear } from '../academic-year/year-rules.js';
import type { results } from '../db/schema.js';

export type ResultRow = typeof results.$inferSelect;

export const MAX_RESULT_BYTES = 5 * 1024 * 1024;

export const RESULT_MESSAGES = {
  uploaded: 'Result uploaded successfully',
  invalidGpa: 'GPA must be a number between 0.0 and 5.0',
  unsupportedType: 'Only PDF, JPEG or PNG files are accepted',
  tooLarge: 'File is too large. The maximum size is 5 MB.',
  alreadyUploaded: (providerYear: string) => `Results for ${displayYear(providerYear)} have already been uploaded.`,
  reviewed: 'This result has been reviewed and can no longer be deleted.',
  notFound: 'Result not found',
  fieldRequired: (field: 'year' | 'gpa' | 'file') => `${field} is required`,
  invalidReviewStatus: 'Status must be APPROVED or REJECTED',
  reviewSaved: 'Review saved',
} as const;

const DECIMAL = /^\d+(\.\d+)?$/;

/** The GPA field of the upload form: a plain decimal from 0.0 to 5.0 (no sign, exponent or comma). */
export function parseGpa(value: string): number | null {
  const text = value.trim();
  if (!DECIMAL.test(text)) return null;
  const gpa = Number(text);
  return gpa <= 5 ? gpa : null;
}

/**
 * The client's file name as shown back to people: last path segment (folders are the client's business), at
 * most 200 characters. Control characters were refused on arrival.
 */
export function cleanOriginalName(name: string | undefined, extension: string): string {
  const base = (name ?? '').split(/[\\/]/).pop()!.trim().slice(-200);
  return base || `result.${extension}`;
}

/** GET /results/all item. */
export function resultView(row: ResultRow) {
  return {
    fileName: row.fileName,
    resultYear: row.resultYear,
    status: row.status,
    year: displayYear(row.resultYear),
    gpa: row.gpa,
    fileSize: row.fileSize,
    fileType: row.fileType,
    uploadedAt: row.uploadedAt.toISOString(),
    originalName: row.originalName,
    reviewComment: row.reviewComment,
  };
}
