import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { connection } from '../lists/connection.js';
import { toBulkApproval, toQueueItem, toScholarWithoutResults } from './review-mapping.js';

export const resultReviewQueries: Pick<QueryResolvers, 'resultReviewQueue' | 'resultsNotUploaded'> = {
  resultReviewQueue: async (_root, { filter, page, pageSize }, { services }) =>
    connection(await services.resultReview.queue(filter, page, pageSize), toQueueItem),
  resultsNotUploaded: async (_root, { year, batchNo, page, pageSize }, { services }) =>
    connection(await services.resultReview.notUploaded(year, batchNo, page, pageSize), toScholarWithoutResults),
};

export const resultReviewMutations: Pick<MutationResolvers, 'reviewResult' | 'approveResults'> = {
  reviewResult: async (_root, { fileName, status, comment, expectedStatus }, { services }) => {
    const { message, data } = await services.resultReview.review(fileName, { status, comment, expectedStatus });
    return { message, result: toQueueItem(data) };
  },
  approveResults: async (_root, { fileNames }, { services }) => toBulkApproval(await services.resultReview.approve(fileNames)),
};
