import type { Lenient, ProviderBody, ProviderSchema } from '../provider/contract.js';

/** One entry of `GET /api/v2/payment/history` (docs/behaviour.md §7). */
export type PaymentDTO = Lenient<ProviderSchema<'Payment'>, 'id'>;

/** `POST /api/v2/payment/submit-controlNumber` body; without a year the provider files it under the programme's current one. */
export type SubmitControlNumberBody = ProviderBody<'/api/v2/payment/submit-controlNumber', 'post'>;
