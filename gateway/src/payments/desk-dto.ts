import type { ProviderAnswer, ProviderSchema } from '../provider/contract.js';

// The provider's payments-desk answers as its OpenAPI document declares them.
export type ControlNumberRowDTO = ProviderSchema<'AdminPayment'>;
export type PaymentScholarDTO = ProviderSchema<'PaymentDeskScholar'>;
export type BulkChangeDTO = ProviderAnswer<'/api/admin/payments/status', 'post'>;
export type ReconciliationDTO = ProviderAnswer<'/api/admin/payments/reconcile', 'post'>;
export type BankLineDTO = ReconciliationDTO['matched'][number];
export type BankLineErrorDTO = { line: number; message: string };
/** A file the provider could not read: its words and each line's problem. */
export type BankRefusalDTO = { message: string; errors: BankLineErrorDTO[] };
