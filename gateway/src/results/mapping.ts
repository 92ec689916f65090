import { toPortalYear } from '../academic-year/year.js';
import type { Result } from '../generated/resolvers.js';
import type { ResultDTO } from './dto.js';

// Spec section 4: what the list shows as a result's status.
export const JUST_UPLOADED_STATUS = 'Submitted';
export const DEFAULT_RESULT_STATUS = 'completed';
// Only a result nobody has reviewed yet may be withdrawn (contract of issue 3).
const DELETABLE_STATUS = 'SUBMITTED';

/** The gateway path that streams a result's file with the caller's token. */
export function resultDownloadPath(fileName: string): string {
  return `/files/results/${encodeURIComponent(fileName)}`;
}

function present(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function number(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Spec section 3's UI result item (id = fileName), as both GraphQL and the upload route answer it. */
export function toResult(dto: ResultDTO, { justUploaded = false } = {}): Result {
  const providerStatus = present(dto.status);
  const year = present(dto.resultYear) ?? present(dto.year);
  const fileSize = number(dto.fileSize);
  return {
    id: dto.fileName,
    fileName: dto.fileName,
    fileSize: fileSize !== null && Number.isInteger(fileSize) ? fileSize : null,
    fileType: present(dto.fileType),
    uploadDate: present(dto.uploadedAt),
    status: justUploaded ? JUST_UPLOADED_STATUS : (providerStatus ?? DEFAULT_RESULT_STATUS),
    year: year ? toPortalYear(year) : '',
    gpa: number(dto.gpa),
    reviewComment: present(dto.reviewComment),
    downloadPath: resultDownloadPath(dto.fileName),
    viewerCanDelete: justUploaded || providerStatus?.toUpperCase() === DELETABLE_STATUS,
  };
}
