import type { ProviderBody } from '../provider/contract.js';

/** `POST /api/auth/signup/complete` body (spec section 7). `batchNo` never sent: the invitation's. */
export type SignupCompleteBody = ProviderBody<'/api/auth/signup/complete', 'post'>;
