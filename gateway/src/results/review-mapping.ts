import type { BulkApproval, ReviewQueueItem, ScholarWithoutResults } from '../generated/resolvers.js';
import type { BulkApprovalDTO, ReviewQueueItemDTO, ScholarWithoutResultsDTO } from './review-dto.js';

// What the schema's results-desk types rename or add to the provider's answers; every other field is the
// provider's, read by GraphQL's default resolver.

/** Where the document opens for an administrator (the route in file-routes.ts). */
export const adminDocumentPath = (fileName: string) => `/files/admin/results/${encodeURIComponent(fileName)}`;

export const toQueueItem = (item: ReviewQueueItemDTO): ReviewQueueItem => ({
  ...item,
  id: item.fileName,
  year: item.resultYear,
  scholar: { ...item.scholar, programmeName: item.scholar.courseProgrammeName },
  documentPath: adminDocumentPath(item.fileName),
});

export const toScholarWithoutResults = (row: ScholarWithoutResultsDTO): ScholarWithoutResults => ({
  ...row,
  programmeName: row.courseProgrammeName,
});

export const toBulkApproval = (answer: BulkApprovalDTO): BulkApproval => ({
  ...answer,
  outcomes: answer.outcomes.map((line) => ({ ...line, result: line.result ? toQueueItem(line.result) : null })),
});
