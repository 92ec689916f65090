import type { BulkApproval, ReviewQueueItem, ScholarWithoutResults } from '../generated/resolvers.js';
import type { BulkApprovalDTO, ReviewQueueItemDTO, ScholarWithoutResultsDTO } from './review-dto.js';

// The provider's results-desk answers as the schema's types.

/** Where the document opens for an administrator (the route in file-routes.ts). */
export const adminDocumentPath = (fileName: string) => `/files/admin/results/${encodeURIComponent(fileName)}`;

export function toQueueItem(item: ReviewQueueItemDTO): ReviewQueueItem {
  return {
    id: item.fileName,
    fileName: item.fileName,
    originalName: item.originalName,
    fileType: item.fileType,
    fileSize: item.fileSize,
    year: item.resultYear,
    gpa: item.gpa,
    status: item.status,
    reviewComment: item.reviewComment ?? null,
    uploadedAt: item.uploadedAt,
    reviewedAt: item.reviewedAt ?? null,
    reviewerName: item.reviewerName ?? null,
    scholar: {
      id: item.scholar.id,
      name: item.scholar.name,
      email: item.scholar.email,
      batchNo: item.scholar.batchNo ?? null,
      universityName: item.scholar.universityName ?? null,
      programmeName: item.scholar.courseProgrammeName ?? null,
    },
    documentPath: adminDocumentPath(item.fileName),
  };
}

export function toScholarWithoutResults(row: ScholarWithoutResultsDTO): ScholarWithoutResults {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    batchNo: row.batchNo ?? null,
    universityName: row.universityName ?? null,
    programmeName: row.courseProgrammeName ?? null,
    lastRemindedAt: row.lastRemindedAt ?? null,
  };
}

export function toBulkApproval(answer: BulkApprovalDTO): BulkApproval {
  return {
    message: answer.message,
    approved: answer.approved,
    outcomes: answer.outcomes.map((line) => ({
      fileName: line.fileName,
      outcome: line.outcome,
      result: line.result ? toQueueItem(line.result) : null,
    })),
  };
}
