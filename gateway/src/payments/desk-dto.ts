import type { ProviderAnswer, ProviderSchema } from '../provider/contract.js';

// The provider's payments-desk answers as its OpenAPI document declares them.
export type ControlNumberRowDTO = ProviderSchema<'AdminPayment'>;
export type PaymentScholarDTO = ProviderSchema<'PaymentDeskScholar'>;
export type BulkChangeDTO = ProviderAnswer<'/api/admin/payments/status', 'post'>;
export type ReconciliationDTO = ProviderAnswer<'/api/admin/payments/reconcile', 'post'>;
export type BankLineDTO = ReconciliationDTO['matched'][number];
type BankRefusalAnswer = ProviderAnswer<'/api/admin/payments/reconcile', 'post', 400>;
/** A file the provider could not read (400), as the service passes it on: with its line errors. */
export type BankRefusalDTO = BankRefusalAnswer & { errors: NonNullable<BankRefusalAnswer['errors']> };
