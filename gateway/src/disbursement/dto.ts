import type { ProviderAnswer, ProviderBody, ProviderSchema } from '../provider/contract.js';

// The provider's stipend-run answers as its OpenAPI document declares them.
export type RunSummaryDTO = ProviderSchema<'DisbursementRunSummary'>;
export type RunDTO = ProviderSchema<'DisbursementRun'>;
export type IncludedRowDTO = RunDTO['included'][number];
export type ExcludedRowDTO = RunDTO['excluded'][number];
export type RunChangeDTO = RunDTO['changes'][number];
export type OfficerDTO = RunDTO['createdBy'];
export type MyStipendDTO = ProviderAnswer<'/api/disbursements/mine', 'get'>;
export type CreateRunBody = ProviderBody<'/api/admin/disbursements', 'post'>;
export type ItemEditBody = ProviderBody<'/api/admin/disbursements/{id}/items/{studentId}', 'put'>;
