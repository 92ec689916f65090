import type { ProviderSession } from '../provider/session.js';
import type { PaymentDTO, SubmitControlNumberBody } from './dto.js';

export const getPaymentHistory = (provider: ProviderSession) => provider.get<PaymentDTO[]>('/v2/payment/history');

/** Answers a message string, or an object with message and/or data. */
export const postControlNumber = (provider: ProviderSession, body: SubmitControlNumberBody) =>
  provider.send<unknown>('POST', '/v2/payment/submit-controlNumber', body);
