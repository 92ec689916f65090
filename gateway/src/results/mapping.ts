import type { Result, ResultStatus } from '../generated/resolvers.js';
import type { ResultDTO } from './dto.js';

const PROVIDER_STATUSES: readonly ResultStatus[] = ['SUBMITTED', 'APPROVED', 'REJECTED'];

/** docs/behaviour.md §4: the provider's status; COMPLETED when it gives none (or one the portal does not know). */
export function toResultStatus(status: string | null | undefined): ResultStatus {
  const upper = (status ?? '').trim().toUpperCase();
  return PROVIDER_STATUSES.find((known) => known === upper) ?? 'COMPLETED';
}

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

/** docs/behaviour.md §3's UI result item (id = fileName), as both GraphQL and the upload route answer it. */
export function toResult(dto: ResultDTO, { justUploaded = false } = {}): Result {
  // Only a result nobody has reviewed yet may be withdrawn (the REST contract, docs/behaviour.md §7).
  const status = justUploaded ? 'SUBMITTED' : toResultStatus(dto.status);
  const year = present(dto.resultYear) ?? present(dto.year);
  const fileSize = number(dto.fileSize);
  return {
    id: dto.fileName,
    fileName: dto.fileName,
    fileSize: fileSize !== null && Number.isInteger(fileSize) ? fileSize : null,
    fileType: present(dto.fileType),
    uploadDate: present(dto.uploadedAt),
    status,
    year: year ?? '',
    gpa: number(dto.gpa),
    reviewComment: present(dto.reviewComment),
    downloadPath: resultDownloadPath(dto.fileName),
    viewerCanDelete: status === 'SUBMITTED',
  };
}
