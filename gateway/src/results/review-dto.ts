import type { ProviderAnswer, ProviderSchema } from '../provider/contract.js';

// The provider's answers on the officers' results desk, as its OpenAPI document declares them.
export type ReviewQueueItemDTO = ProviderSchema<'ReviewQueueItem'>;
export type ScholarWithoutResultsDTO = ProviderSchema<'MissingScholar'>;
export type BulkApprovalDTO = ProviderAnswer<'/api/admin/results/review', 'post'>;
